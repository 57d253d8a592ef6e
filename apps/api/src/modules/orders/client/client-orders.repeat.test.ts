// "Same as last time" (issue 33) through HTTP: the newest paid order's services that can still be ordered and its
// comment; nothing for a client without a paid order; a client's only.
import type { ClientRepeatableOrder } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createUser, data, sessionFor, trpc } from '../../auth/auth.fixtures';
import { createMediaTestServer, type MediaTestServer } from '../../media/media.testing';
import { createServices } from '../orders.fixtures';
import { createPaidOrder } from './client-orders.fixtures';

let testDb: TestDatabase;
let server: Awaited<ReturnType<typeof createMediaTestServer>>;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await createMediaTestServer(testDb.database);
  services = await createServices(db());
});
afterAll(async () => {
  await (server as MediaTestServer).cleanup();
  await testDb.drop();
});

const repeatable = async (clientId: string) =>
  data<ClientRepeatableOrder>(
    await trpc(server, 'clientOrders.repeatable', undefined, {
      token: (await sessionFor(db(), clientId, server.config, server.clock.now())).access_token,
      type: 'query',
    }),
  );

describe('clientOrders.repeatable', () => {
  it('answers the newest paid order’s services still on offer and its comment', async () => {
    const client = await createUser(db(), 'client');
    expect(await repeatable(client.id)).toBeNull();
    await createPaidOrder(db(), {
      clientId: client.id,
      serviceIds: [services.sky],
      notes: 'The first one',
      paidAt: new Date('2026-11-01T10:00:00Z'),
    });
    const newest = await createPaidOrder(db(), {
      clientId: client.id,
      serviceIds: [services.lawn, services.sky, services.retired],
      notes: 'Natural light, please',
      paidAt: new Date('2026-11-20T10:00:00Z'),
    });
    // An unpaid order since does not count.
    await createPaidOrder(db(), {
      clientId: client.id,
      serviceIds: [services.sky],
      paymentStatus: 'awaiting_payment',
    });
    const answer = await repeatable(client.id);
    expect(answer?.orderNumber).toBe(newest.orderNumber);
    expect(answer?.notes).toBe('Natural light, please');
    // The retired service cannot be ordered again; the others come in catalogue order.
    expect(new Set(answer?.serviceIds)).toEqual(new Set([services.sky, services.lawn]));
    expect(answer?.serviceIds).toHaveLength(2);
  });

  it('is the signed-in client’s own', async () => {
    const someone = await createUser(db(), 'client');
    const other = await createUser(db(), 'client');
    await createPaidOrder(db(), { clientId: other.id, serviceIds: [services.sky] });
    expect(await repeatable(someone.id)).toBeNull();
    const designer = await createUser(db(), 'designer', { approved: true });
    const refused = await trpc(server, 'clientOrders.repeatable', undefined, {
      token: (await sessionFor(db(), designer.id, server.config)).access_token,
      type: 'query',
    });
    expect(refused.status).toBe(403);
  });
});
