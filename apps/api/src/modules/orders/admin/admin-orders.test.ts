// admin.orders.* over HTTP on a real database: the list and its filters, the detail with signed image
// addresses, status changes through the lifecycle, designer assignment, and the hard delete.
import {
  type AdminOrderDeletions,
  type AdminOrderDetail,
  type AdminOrderListItem,
  type AdminOrdersListOutput,
  type AdminStats,
  adminMessageKeys,
  orderStatusRefusalKeys,
} from '@photoedit/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as historyPayment from '../../../db/migrations/20261126T100000-history-payment';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createIdentityTestServer, createUser, type IdentityTestServer } from '../../auth/auth.fixtures';
import { selectOrphanMedia } from '../../media/media.queries';
import { deliverOrder } from '../client/client-orders.fixtures';
import { createServices } from '../orders.fixtures';
import {
  adminCall,
  adminSession,
  data,
  issueMessages,
  messageKey,
  placeOrder,
} from './admin-orders.fixtures';

let testDb: TestDatabase;
let server: IdentityTestServer;
let services: Awaited<ReturnType<typeof createServices>>;
let admin: { id: string; token: string };
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
  services = await createServices(db());
  admin = await adminSession(db());
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const list = async (input: Record<string, unknown>) => {
  const response = await adminCall(server, admin.token, 'admin.orders.list', input, 'query');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return data<AdminOrdersListOutput>(response);
};
const detail = async (orderId: string) => {
  const response = await adminCall(server, admin.token, 'admin.orders.detail', { orderId }, 'query');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return data<AdminOrderDetail>(response);
};

describe('admin.orders.list', () => {
  it('shows paid orders newest first by default, unpaid ones on request, and searches by number or e-mail', async () => {
    const tag = `list${Date.now().toString(36)}`;
    const first = await placeOrder(server, db(), [services.sky], { email: `${tag}.a@example.com` });
    const second = await placeOrder(server, db(), [services.sky, services.lawn], {
      email: `${tag}.b@example.com`,
      images: 3,
    });
    const unpaid = await placeOrder(server, db(), [services.sky], {
      email: `${tag}.c@example.com`,
      paid: false,
    });

    const paid = await list({ search: tag });
    expect(paid.items.map((order) => order.id)).toEqual([second.orderId, first.orderId]);
    const row = paid.items[0] as AdminOrderListItem;
    expect(row).toMatchObject({
      orderNumber: second.orderNumber,
      clientEmail: second.email,
      designer: null,
      status: 'pending',
      paymentStatus: 'paid',
      imageCount: 3,
      serviceCount: 6,
      totalMinor: 3 * 1250,
      currency: 'USD',
      overdue: false,
    });
    expect(row.dueAt).not.toBeNull();

    expect((await list({ search: tag, payment: 'unpaid' })).items.map((order) => order.id)).toEqual([
      unpaid.orderId,
    ]);
    expect((await list({ search: tag, payment: 'all' })).items).toHaveLength(3);
    expect((await list({ search: `#${first.orderNumber}` })).items.map((order) => order.id)).toEqual([
      first.orderId,
    ]);
    expect((await list({ search: tag, status: 'completed' })).items).toEqual([]);
  });

  it('the e-mail search finds any case, a changed address, and orders when over a thousand addresses match', async () => {
    const tag = `mail${Date.now().toString(36)}`;
    const placed = await placeOrder(server, db(), [services.sky], { email: `${tag}.Old@Example.com` });
    const found = async (search: string) => (await list({ search })).items.map((order) => order.id);
    expect(await found(`${tag.toUpperCase()}.OLD@`)).toEqual([placed.orderId]);
    // The address corrected: the new one is found (orders_contact_email_known keeps the directory).
    await db()
      .updateTable('orders')
      .set({ contact_email: `${tag}.new@example.com` })
      .where('id', '=', placed.orderId)
      .execute();
    expect(await found(`${tag}.new`)).toEqual([placed.orderId]);
    expect(await found(`${tag}.nobody`)).toEqual([]);
    // More addresses match than the directory path takes: the orders are read and compared instead.
    await sql`INSERT INTO order_contact_emails (email)
      SELECT ${tag} || '.crowd' || g || '@example.com' FROM generate_series(1, 1001) g`.execute(db());
    expect(await found(tag)).toEqual([placed.orderId]);
  });

  it('pages without gaps or repeats (microseconds and shared timestamps) and refuses a forged cursor', async () => {
    const tag = `page${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let index = 0; index < 4; index++)
      made.push(
        (await placeOrder(server, db(), [services.sky], { email: `${tag}.${index}@example.com`, images: 1 }))
          .orderId,
      );
    const times = ['.000100', '.000100', '.000200', '.000300'];
    for (const [index, id] of made.entries()) {
      await sql`update orders set created_at = ${`2026-01-01T00:00:00${times[index]}Z`}::timestamptz where id = ${id}`.execute(
        db(),
      );
    }
    const expected = await db()
      .selectFrom('orders')
      .select('id')
      .where('id', 'in', made)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const limit of [1, 3]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ search: tag, limit, ...(cursor ? { cursor } : {}) });
        seen.push(...page.items.map((order) => order.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(expected.map((row) => row.id));
    }
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'nope',
      encode(['2026-01-01T00:00:00.000100Z', '------------------------------------']),
      encode(['-271821-04-20T00:00:00.000000Z', made[0]]),
    ]) {
      const forged = await adminCall(server, admin.token, 'admin.orders.list', { cursor }, 'query');
      expect(forged.status, cursor).toBe(400);
    }
  });
});

describe('admin.orders.detail', () => {
  it('gives images with signed original and preview addresses, services, notes and history', async () => {
    const order = await placeOrder(server, db(), [services.sky, services.lawn]);
    const view = await detail(order.orderId);
    expect(view.images).toHaveLength(2);
    const image = view.images[0];
    expect(image?.original.mediaId).toBe(order.mediaIds[0]);
    expect(image?.original.originalUrl).toMatch(
      new RegExp(`^/media/${order.mediaIds[0]}\\?quality=original&exp=\\d+&sig=[A-Za-z0-9_-]{43}$`),
    );
    expect(image?.edited).toBeNull();
    expect(image?.clientNote).toBe('note 0');
    expect(image?.services.map((service) => service.priceMinor).sort()).toEqual([500, 750]);
    expect(view.subtotalMinor).toBe(2500);
    expect(view.turnaround).toEqual({ tier: 'standard', hours: 24, amountMinor: 0 });
    expect(view.contact.firstName).toBe('Ada');
    expect(view.paymentProvider).toBe('offline');
    // The payment's entry says what happened, for the console to word in its language; no technical note.
    expect(view.history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        changedBy: null,
        note: null,
        paymentProvider: 'offline',
      }),
    ]);

    const missing = await adminCall(
      server,
      admin.token,
      'admin.orders.detail',
      { orderId: '00000000-0000-4000-8000-000000000000' },
      'query',
    );
    expect(missing.status).toBe(404);
    expect(messageKey(missing)).toBe(adminMessageKeys.orderNotFound);
  });
});

describe('admin.orders.setStatus', () => {
  it('refuses a status that is not true of the order, for the admin too, and offers only possible ones', async () => {
    const order = await placeOrder(server, db(), [services.sky]);
    const historyBefore = (await detail(order.orderId)).history.length;
    for (const [status, reason] of [
      ['ready_for_review', orderStatusRefusalKeys.notDelivered],
      ['completed', orderStatusRefusalKeys.notDelivered],
      ['revision_requested', orderStatusRefusalKeys.noOpenRevision],
      ['in_progress', orderStatusRefusalKeys.noDesigner],
    ] as const) {
      const refused = await adminCall(server, admin.token, 'admin.orders.setStatus', {
        orderId: order.orderId,
        status,
      });
      expect(refused.status, status).toBe(409);
      expect(messageKey(refused)).toBe(reason);
    }
    const view = await detail(order.orderId);
    expect(view.status).toBe('pending');
    expect(view.history).toHaveLength(historyBefore);
    expect(view.statusChoices).toEqual([
      { status: 'in_progress', possible: false, reasonKey: orderStatusRefusalKeys.noDesigner },
      { status: 'ready_for_review', possible: false, reasonKey: orderStatusRefusalKeys.notDelivered },
      { status: 'revision_requested', possible: false, reasonKey: orderStatusRefusalKeys.noOpenRevision },
      { status: 'completed', possible: false, reasonKey: orderStatusRefusalKeys.notDelivered },
    ]);
  });

  it('sets a possible status, records who, when and why, and refuses no-op and unpaid changes', async () => {
    const order = await placeOrder(server, db(), [services.sky]);
    await deliverOrder(db(), order.orderId, { status: 'in_progress' });
    expect((await detail(order.orderId)).statusChoices.filter((choice) => choice.possible)).toEqual([
      { status: 'pending', possible: true, reasonKey: null },
      { status: 'ready_for_review', possible: true, reasonKey: null },
      { status: 'completed', possible: true, reasonKey: null },
    ]);
    const changed = await adminCall(server, admin.token, 'admin.orders.setStatus', {
      orderId: order.orderId,
      status: 'completed',
      note: '  delivered by e-mail  ',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(data<AdminOrderListItem>(changed)).toMatchObject({ status: 'completed' });
    const view = await detail(order.orderId);
    expect(view.completedAt).not.toBeNull();
    expect(view.history.at(-1)).toMatchObject({
      fromStatus: 'in_progress',
      toStatus: 'completed',
      note: 'delivered by e-mail',
      changedBy: { role: 'admin' },
    });

    const again = await adminCall(server, admin.token, 'admin.orders.setStatus', {
      orderId: order.orderId,
      status: 'completed',
    });
    expect(again.status).toBe(409);
    expect(messageKey(again)).toBe(adminMessageKeys.statusUnchanged);

    const back = await adminCall(server, admin.token, 'admin.orders.setStatus', {
      orderId: order.orderId,
      status: 'ready_for_review',
    });
    expect(back.status).toBe(200);
    expect((await detail(order.orderId)).completedAt).toBeNull();

    const unpaid = await placeOrder(server, db(), [services.sky], { paid: false });
    const refused = await adminCall(server, admin.token, 'admin.orders.setStatus', {
      orderId: unpaid.orderId,
      status: 'completed',
    });
    expect(refused.status).toBe(409);
    expect(messageKey(refused)).toBe(adminMessageKeys.orderNotPaid);

    const bad = await adminCall(server, admin.token, 'admin.orders.setStatus', {
      orderId: order.orderId,
      status: 'shipped',
    });
    expect(bad.status).toBe(400);
    const long = await adminCall(server, admin.token, 'admin.orders.setStatus', {
      orderId: order.orderId,
      status: 'completed',
      note: 'x'.repeat(2001),
    });
    expect(issueMessages(long)).toEqual([adminMessageKeys.noteTooLong]);
    expect((await detail(order.orderId)).status).toBe('ready_for_review');
  });
});

describe('admin.orders.assign / unassign', () => {
  it('gives a pending order to an approved designer (in progress) and takes it back (pending)', async () => {
    const order = await placeOrder(server, db(), [services.sky]);
    const designer = await createUser(db(), 'designer', { approved: true });
    const unapproved = await createUser(db(), 'designer', { approved: false });

    const refused = await adminCall(server, admin.token, 'admin.orders.assign', {
      orderId: order.orderId,
      designerId: unapproved.id,
    });
    expect(refused.status).toBe(404);
    expect(messageKey(refused)).toBe(adminMessageKeys.designerNotFound);

    const assigned = await adminCall(server, admin.token, 'admin.orders.assign', {
      orderId: order.orderId,
      designerId: designer.id,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(data<AdminOrderListItem>(assigned)).toMatchObject({
      status: 'in_progress',
      designer: { id: designer.id, email: designer.email },
    });

    const unassigned = await adminCall(server, admin.token, 'admin.orders.unassign', {
      orderId: order.orderId,
    });
    expect(data<AdminOrderListItem>(unassigned)).toMatchObject({ status: 'pending', designer: null });
    expect((await detail(order.orderId)).history.map((entry) => entry.toStatus).slice(-2)).toEqual([
      'in_progress',
      'pending',
    ]);
  });
});

describe('admin.orders.delete', () => {
  it('removes the order with its rows in one go and hands its media to the clean-up', async () => {
    const order = await placeOrder(server, db(), [services.sky, services.lawn]);
    const kept = await placeOrder(server, db(), [services.sky]);
    const deleted = await adminCall(server, admin.token, 'admin.orders.delete', { orderId: order.orderId });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(data(deleted)).toEqual({ orderId: order.orderId, orderNumber: order.orderNumber });

    const left = async (table: 'orders' | 'order_status_history', column: 'id' | 'order_id') =>
      db().selectFrom(table).select(column).where(column, '=', order.orderId).execute();
    expect(await left('orders', 'id')).toEqual([]);
    expect(await left('order_status_history', 'order_id')).toEqual([]);
    expect(
      await db().selectFrom('order_images').select('id').where('order_id', '=', order.orderId).execute(),
    ).toEqual([]);

    const orphans = (
      await selectOrphanMedia(
        db(),
        { orphansBefore: new Date(Date.now() + 60_000), ownedFrom: new Date(0), ownedBefore: new Date(0) },
        1000,
      )
    ).map((row) => row.id);
    expect(orphans).toEqual(expect.arrayContaining(order.mediaIds));
    expect(orphans).not.toEqual(expect.arrayContaining(kept.mediaIds.slice(0, 1)));
    expect((await detail(kept.orderId)).images).toHaveLength(2);

    const again = await adminCall(server, admin.token, 'admin.orders.delete', { orderId: order.orderId });
    expect(again.status).toBe(404);
    expect(messageKey(again)).toBe(adminMessageKeys.orderNotFound);
  });
});

describe('a deleted paid order', () => {
  const stats = async () => {
    const response = await adminCall(server, admin.token, 'admin.stats', undefined, 'query');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return data<AdminStats>(response);
  };

  it('keeps its money in the revenue (said apart) and its record under the deleted orders', async () => {
    const before = await stats();
    const paid = await placeOrder(server, db(), [services.sky, services.lawn], { images: 1 });
    const unpaid = await placeOrder(server, db(), [services.sky], { paid: false });
    const placed = await stats();
    const total = (await detail(paid.orderId)).totalMinor;
    const usd = (figures: AdminStats['revenue']) =>
      figures.find((row) => row.currency === 'USD')?.amountMinor ?? 0;
    expect(usd(placed.revenue)).toBe(usd(before.revenue) + total);

    for (const order of [paid, unpaid]) {
      const deleted = await adminCall(server, admin.token, 'admin.orders.delete', { orderId: order.orderId });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    }
    const after = await stats();
    expect(usd(after.revenue)).toBe(usd(placed.revenue));
    expect(usd(after.revenueThisWeek)).toBe(usd(placed.revenueThisWeek));
    expect(usd(after.revenueOfDeletedOrders)).toBe(usd(before.revenueOfDeletedOrders) + total);
    expect(after.ordersByStatus.pending).toBe(placed.ordersByStatus.pending - 1);

    const response = await adminCall(server, admin.token, 'admin.orders.deletions', undefined, 'query');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const items = data<AdminOrderDeletions>(response).items;
    expect(items.slice(0, 2)).toEqual([
      expect.objectContaining({
        orderId: unpaid.orderId,
        orderNumber: unpaid.orderNumber,
        paid: null,
        paymentStatus: 'awaiting_payment',
        imageCount: 2,
      }),
      expect.objectContaining({
        orderId: paid.orderId,
        email: paid.email,
        status: 'pending',
        paymentStatus: 'paid',
        paid: { currency: 'USD', amountMinor: total },
        imageCount: 1,
        deletedBy: expect.stringContaining('@'),
      }),
    ]);
  });
});

describe('the status history written before it recorded the payment provider', () => {
  it('is converted: the payment entry names its provider and loses the technical note', async () => {
    const order = await placeOrder(server, db(), [services.sky]);
    // As the payment's entry was written before migration 20261126T100000-history-payment.
    await historyPayment.down(db());
    await sql`
      UPDATE order_status_history SET note = 'paid (offline offline_1a2b3c)'
      WHERE order_id = ${order.orderId} AND from_status IS NULL
    `.execute(db());
    await historyPayment.up(db());
    expect((await detail(order.orderId)).history[0]).toMatchObject({
      note: null,
      paymentProvider: 'offline',
    });
  });
});
