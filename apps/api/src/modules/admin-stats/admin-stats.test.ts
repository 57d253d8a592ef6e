// admin.stats over HTTP on a fresh database: counts by status, periods, revenue, unassigned, overdue, on time,
// users by role and designers awaiting approval.
import type { AdminStats } from '@photoedit/contracts';
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

    // b: claimed and late; c: completed on time; a: waiting for a designer.
    await db()
      .updateTable('orders')
      .set({ designer_id: designer.id, status: 'in_progress', due_at: new Date(Date.now() - 60_000) })
      .where('id', '=', b.orderId)
      .execute();
    await db()
      .updateTable('orders')
      .set({ status: 'completed', completed_at: new Date() })
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

  it('starts the day at UTC midnight and the week on Monday', () => {
    const sunday = periodStarts(new Date('2026-11-22T23:30:00Z'));
    expect(sunday.todayStart.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(sunday.weekStart.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    const monday = periodStarts(new Date('2026-11-16T00:00:00Z'));
    expect(monday.weekStart.toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});
