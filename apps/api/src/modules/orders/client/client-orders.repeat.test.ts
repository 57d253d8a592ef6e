// "Same as last time" (issue 33) through HTTP: the newest paid order's services that can still be ordered and its
// comment; nothing for a client without a paid order; a client's only.
import type { ClientRepeatableOrder } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { createUser, data, trpc } from '../../auth/auth.fixtures';
import { ordersTestFrame } from '../orders.fixtures';
import { createPaidOrder } from './client-orders.fixtures';

const frame = ordersTestFrame();
const db = () => frame.db;

const repeatable = async (clientId: string) =>
  data<ClientRepeatableOrder>(
    await trpc(frame.server, 'clientOrders.repeatable', undefined, {
      ...(await frame.as(clientId)),
      type: 'query',
    }),
  );

describe('clientOrders.repeatable', () => {
  it('answers the newest paid order’s services still on offer and its comment', async () => {
    const client = await createUser(db(), 'client');
    expect(await repeatable(client.id)).toBeNull();
    await createPaidOrder(db(), {
      clientId: client.id,
      serviceIds: [frame.services.sky],
      notes: 'The first one',
      paidAt: new Date('2026-11-01T10:00:00Z'),
    });
    const newest = await createPaidOrder(db(), {
      clientId: client.id,
      serviceIds: [frame.services.lawn, frame.services.sky, frame.services.retired],
      notes: 'Natural light, please',
      paidAt: new Date('2026-11-20T10:00:00Z'),
    });
    // An unpaid order since does not count.
    await createPaidOrder(db(), {
      clientId: client.id,
      serviceIds: [frame.services.sky],
      paymentStatus: 'awaiting_payment',
    });
    const answer = await repeatable(client.id);
    expect(answer?.orderNumber).toBe(newest.orderNumber);
    expect(answer?.notes).toBe('Natural light, please');
    // The retired service cannot be ordered again; the others come in catalogue order.
    expect(new Set(answer?.serviceIds)).toEqual(new Set([frame.services.sky, frame.services.lawn]));
    expect(answer?.serviceIds).toHaveLength(2);
  });

  it('is the signed-in client’s own', async () => {
    const someone = await createUser(db(), 'client');
    const other = await createUser(db(), 'client');
    await createPaidOrder(db(), { clientId: other.id, serviceIds: [frame.services.sky] });
    expect(await repeatable(someone.id)).toBeNull();
    const designer = await createUser(db(), 'designer', { approved: true });
    const refused = await trpc(frame.server, 'clientOrders.repeatable', undefined, {
      ...(await frame.as(designer.id)),
      type: 'query',
    });
    expect(refused.status).toBe(403);
  });
});
