// admin.promises over HTTP (issue 34): the on-time rate of first deliveries per UTC week and per designer, credit
// granted for late deliveries and by the guarantee, and the claims opened and how they were decided.
import type { AdminPromiseFigures } from '@photoedit/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, data, trpc, upsertAdmin } from '../auth/auth.fixtures';
import { grantCredit } from '../credits';
import { ordersTestFrame, placePaidOrder } from '../orders/orders.fixtures';

const frame = ordersTestFrame();
const db = () => frame.db;
let adminId: string;

beforeAll(async () => {
  adminId = (
    await upsertAdmin(db(), { email: 'promises-admin@example.com', password: 'correct horse battery' })
  ).id;
});

/** A paid order first delivered at `at` by `designerId`, on time or not. */
async function delivered(designerId: string, at: string, onTime: boolean) {
  const order = await placePaidOrder(frame.server, db(), { serviceIds: [frame.services.sky] });
  await db()
    .updateTable('orders')
    .set({ designer_id: designerId, status: 'ready_for_review', delivered_at: at, delivered_on_time: onTime })
    .where('id', '=', order.orderId)
    .execute();
  return order;
}

describe('the figures behind the promises', () => {
  it('count on-time deliveries per week and designer, credits granted and claims by decision', async () => {
    frame.server.clock.set(new Date('2026-12-09T12:00:00Z')); // a Wednesday
    const dana = await createUser(db(), 'designer', { approved: true });
    const eve = await createUser(db(), 'designer', { approved: true });
    await db().updateTable('users').set({ display_name: 'Dana' }).where('id', '=', dana.id).execute();
    await db().updateTable('users').set({ display_name: 'Eve' }).where('id', '=', eve.id).execute();
    const late = await delivered(dana.id, '2026-12-08T10:00:00Z', false);
    await delivered(dana.id, '2026-12-08T11:00:00Z', true);
    await delivered(eve.id, '2026-12-03T11:00:00Z', true);
    await grantCredit(db(), {
      clientId: late.clientId,
      currency: 'USD',
      amountMinor: 20,
      kind: 'late_delivery',
      orderId: late.orderId,
      orderNumber: late.orderNumber,
      reason: null,
      createdBy: null,
      now: new Date('2026-12-08T10:00:00Z'),
    });
    const image = await db()
      .selectFrom('order_images')
      .select('id')
      .where('order_id', '=', late.orderId)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('guarantee_claims')
      .values({
        order_id: late.orderId,
        order_image_id: image.id,
        client_id: late.clientId,
        note: 'Grey sky',
        opened_at: new Date('2026-12-08T12:00:00Z'),
      })
      .execute();

    const figures = data<AdminPromiseFigures>(
      await trpc(frame.server, 'admin.promises', undefined, { ...(await frame.as(adminId)), type: 'query' }),
    );
    expect(figures.weeks).toHaveLength(8);
    expect(figures.weeks.slice(-2)).toEqual([
      { weekStart: '2026-11-30', delivered: 1, onTime: 1 },
      { weekStart: '2026-12-07', delivered: 2, onTime: 1 },
    ]);
    expect(figures.designers).toEqual([
      { id: dana.id, name: 'Dana', delivered: 2, onTime: 1 },
      { id: eve.id, name: 'Eve', delivered: 1, onTime: 1 },
    ]);
    expect(figures.credits).toEqual([
      { currency: 'USD', lateCount: 1, lateMinor: 20, guaranteeCount: 0, guaranteeMinor: 0 },
    ]);
    expect(figures.claims).toEqual({ opened: 1, open: 1, redo: 0, refund: 0, credit: 0 });
  });
});
