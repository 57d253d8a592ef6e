// admin.stats over HTTP on a fresh database: counts by status, periods, revenue, unassigned, overdue, on time,
// users by role and designers awaiting approval.
import type { AdminStats } from '@photoedit/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createIdentityTestServer, createUser, type IdentityTestServer } from '../auth/auth.fixtures';
import { adminCall, adminSession, data, placeOrder } from '../orders/admin/admin-orders.fixtures';
import { createServices } from '../orders/orders.fixtures';
import { periodStarts } from './admin-stats.service';

let testDb: TestDatabase;
let server: IdentityTestServer;
let admin: { id: string; token: string };
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
  admin = await adminSession(db());
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const stats = async () => {
  const response = await adminCall(server, admin.token, 'admin.stats', undefined, 'query');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return data<AdminStats>(response);
};

describe('admin.stats', () => {
  it('counts paid orders, revenue, the work nobody has and what is late', async () => {
    const services = await createServices(db());
    const designer = await createUser(db(), 'designer', { approved: true });
    await createUser(db(), 'designer', { approved: false });
    const a = await placeOrder(server, db(), [services.sky]); // 2 × 500
    const b = await placeOrder(server, db(), [services.lawn], { images: 1 }); // 750
    const c = await placeOrder(server, db(), [services.sky], { images: 1 }); // 500
    await placeOrder(server, db(), [services.sky], { paid: false });

    // b: claimed and late; c: delivered on time and completed; a: waiting for a designer.
    await db()
      .updateTable('orders')
      .set({ designer_id: designer.id, status: 'in_progress', due_at: new Date(Date.now() - 60_000) })
      .where('id', '=', b.orderId)
      .execute();
    await db()
      .updateTable('orders')
      .set({
        status: 'completed',
        completed_at: new Date(),
        delivered_at: new Date(),
        delivered_on_time: true,
      })
      .where('id', '=', c.orderId)
      .execute();
    expect(a.orderId).toBeTruthy();

    const figures = await stats();
    expect(figures.ordersByStatus).toEqual({
      pending: 1,
      in_progress: 1,
      ready_for_review: 0,
      revision_requested: 0,
      completed: 1,
    });
    expect(figures.ordersToday).toBe(3);
    expect(figures.ordersThisWeek).toBe(3);
    expect(figures.unpaidOrders).toBe(1);
    expect(figures.revenue).toEqual([{ currency: 'USD', amountMinor: 1000 + 750 + 500 }]);
    expect(figures.revenueThisWeek).toEqual([{ currency: 'USD', amountMinor: 2250 }]);
    expect(figures.unassignedPaidOrders).toBe(1);
    expect(figures.overdueOrders).toBe(1);
    expect(figures.completedOrders).toBe(1);
    expect(figures.completedOnTime).toBe(1);
    expect(figures.usersByRole).toEqual({ client: 3, designer: 2, admin: 1 });
    expect(figures.designersAwaitingApproval).toBe(1);
  });

  it('keeps its rollup in step with every change to the orders (the dashboard never counts all orders)', async () => {
    const services = await createServices(db());
    const paid = await placeOrder(server, db(), [services.sky], { images: 1 });
    const gone = await placeOrder(server, db(), [services.lawn], { images: 1 });
    await placeOrder(server, db(), [services.sky], { paid: false });
    // Paid days back (another day's bucket), completed late, refunded, a price change, a deletion.
    await db()
      .updateTable('orders')
      .set({ paid_at: new Date(Date.now() - 3 * 86_400_000), total_minor: 9_999, subtotal_minor: 9_999 })
      .where('id', '=', paid.orderId)
      .execute();
    await db()
      .updateTable('orders')
      .set({ status: 'completed', completed_at: new Date(Date.now() + 2 * 86_400_000) })
      .where('id', '=', paid.orderId)
      .execute();
    await db()
      .updateTable('orders')
      .set({ payment_status: 'refunded', refunded_minor: 1 })
      .where('id', '=', gone.orderId)
      .execute();
    await db().deleteFrom('orders').where('id', '=', gone.orderId).execute();

    const rollup = await sql<Record<string, string>>`
      SELECT status, payment_status, currency, paid_on::text, orders::text, total_minor::text, on_time::text,
        refunded_minor::text
      FROM order_figures WHERE orders <> 0 ORDER BY 1, 2, 3, 4`.execute(db());
    const counted = await sql<Record<string, string>>`
      SELECT status, payment_status, currency, ((paid_at AT TIME ZONE 'UTC')::date)::text AS paid_on,
        count(*)::text AS orders, sum(total_minor)::text AS total_minor,
        (count(*) FILTER (WHERE status = 'completed' AND delivered_on_time))::text AS on_time,
        sum(refunded_minor)::text AS refunded_minor
      FROM orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`.execute(db());
    expect(rollup.rows).toEqual(counted.rows);
    // Rows emptied by the changes add nothing.
    const emptied = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM order_figures WHERE orders = 0 AND (total_minor <> 0 OR on_time <> 0)`.execute(
      db(),
    );
    expect(emptied.rows[0]?.n).toBe('0');
  });

  it('starts the day at UTC midnight and the week on Monday', () => {
    const sunday = periodStarts(new Date('2026-11-22T23:30:00Z'));
    expect(sunday.todayStart.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(sunday.weekStart.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    const monday = periodStarts(new Date('2026-11-16T00:00:00Z'));
    expect(monday.weekStart.toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});
