// The client's credit through HTTP on a real database (issue 34): the late-delivery credit's size at its
// boundaries on the fake clock (granted once, with one apology), the credit spent by the next checkout (a total it
// covers needs no card), given back when that checkout's order is discarded, and 20 parallel checkouts spending
// one balance without taking it below zero.
import { randomUUID } from 'node:crypto';
import { type BillingOverview, lateCreditMinor, type PriceQuote } from '@photoedit/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../server';
import { createUser, data, trpc, upsertAdmin } from '../auth/auth.fixtures';
import { deliverOrder } from '../orders/client/client-orders.fixtures';
import { createDraft, mailTo, orderInput, ordersTestFrame } from '../orders/orders.fixtures';
import { grantCredit } from './credits.service';

const frame = ordersTestFrame();
const db = () => frame.db;
const minute = 60_000;
const hour = 60 * minute;
let adminId: string;

beforeAll(async () => {
  adminId = (
    await upsertAdmin(db(), { email: 'credits-admin@example.com', password: 'correct horse battery' })
  ).id;
});

/** A wizard checkout (orders.create with the draft header), signed in as `token` when given. */
async function checkout(server: Server, input: object, draftToken: string, token?: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/trpc/orders.create',
    headers: {
      'content-type': 'application/json',
      'x-draft-token': draftToken,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(input),
  });
  const body = response.json() as { result?: { data: unknown }; error?: { data: { messageKey: string } } };
  return { status: response.statusCode, body, data: body.result?.data as never };
}

/** An order of `images` photos at $5 each, paid now by `email` (offline test payment). */
async function paidOrder(
  email: string,
  options: { images?: number; turnaround?: 'express' | 'standard' } = {},
) {
  const { draftToken, mediaIds } = await createDraft(frame.server, db(), options.images ?? 2);
  const input = {
    ...orderInput(mediaIds, [frame.services.sky]),
    turnaround: options.turnaround ?? 'standard',
  };
  input.contact.email = email;
  const created = await checkout(frame.server, input, draftToken);
  const { orderId, accessToken } = created.data as { orderId: string; accessToken: string };
  await trpc(frame.server, 'payments.start', { orderId, accessToken });
  await trpc(frame.server, 'payments.offline.confirm', { orderId, accessToken });
  return db()
    .selectFrom('orders')
    .select(['id', 'order_number', 'client_id', 'due_at', 'total_minor', 'turnaround_minor'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** The designer's work, then the admin puts the order before the client at `at` (a delivery). */
async function deliverAt(orderId: string, at: Date) {
  const designer = await createUser(db(), 'designer', { approved: true });
  const admin = await frame.as(adminId);
  const assigned = await trpc(
    frame.server,
    'admin.orders.assign',
    { orderId, designerId: designer.id },
    admin,
  );
  expect(assigned.status).toBe(200);
  await deliverOrder(db(), orderId, { status: 'in_progress' });
  frame.server.clock.set(at);
  const ready = await trpc(
    frame.server,
    'admin.orders.setStatus',
    { orderId, status: 'ready_for_review' },
    await frame.as(adminId),
  );
  expect(ready.status).toBe(200);
}

const ledgerOf = (clientId: string) =>
  db()
    .selectFrom('credit_ledger')
    .select(['kind', 'amount_minor', 'balance_after_minor', 'order_id'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();

describe('the late-delivery credit', () => {
  it('is 1 % per started 15 minutes (14:59 late one, 15:00 two), at most 50 %, plus the Express surcharge', () => {
    const paid = { paidMinor: 10_000, expressSurchargeMinor: 0 };
    expect(lateCreditMinor({ ...paid, lateMs: 0 })).toBe(0);
    expect(lateCreditMinor({ ...paid, lateMs: 1 })).toBe(100);
    expect(lateCreditMinor({ ...paid, lateMs: 14 * minute + 59_000 })).toBe(100);
    expect(lateCreditMinor({ ...paid, lateMs: 15 * minute })).toBe(200);
    expect(lateCreditMinor({ ...paid, lateMs: 12 * hour + 14 * minute })).toBe(4_900);
    expect(lateCreditMinor({ ...paid, lateMs: 12 * hour + 15 * minute })).toBe(5_000);
    expect(lateCreditMinor({ ...paid, lateMs: 90 * hour })).toBe(5_000);
    expect(lateCreditMinor({ paidMinor: 15_000, expressSurchargeMinor: 5_000, lateMs: 1 })).toBe(5_150);
    expect(lateCreditMinor({ paidMinor: 100, expressSurchargeMinor: 100, lateMs: 90 * hour })).toBe(100);
  });

  it('is granted by a delivery 14:59 and 15:00 late on the fake clock, once, with one apology', async () => {
    frame.server.clock.set(new Date('2026-12-02T08:00:00Z'));
    const email = `late-${randomUUID()}@example.com`;
    const early = await paidOrder(email);
    const later = await paidOrder(email);
    const due = early.due_at as Date;
    expect(due.getTime() - new Date('2026-12-02T08:00:00Z').getTime()).toBeLessThan(24 * hour + minute);

    await deliverAt(early.id, new Date(due.getTime() + 14 * minute + 59_000));
    await deliverAt(later.id, new Date((later.due_at as Date).getTime() + 15 * minute));
    const ledger = await ledgerOf(early.client_id as string);
    expect(ledger).toEqual([
      { kind: 'late_delivery', amount_minor: 10, balance_after_minor: 10, order_id: early.id },
      { kind: 'late_delivery', amount_minor: 20, balance_after_minor: 30, order_id: later.id },
    ]);

    // A revision and a second delivery later still: the order earned its credit once.
    await db()
      .updateTable('orders')
      .set({ status: 'revision_requested' })
      .where('id', '=', early.id)
      .execute();
    frame.server.clock.advance(5 * hour);
    await trpc(
      frame.server,
      'admin.orders.setStatus',
      { orderId: early.id, status: 'ready_for_review' },
      await frame.as(adminId),
    );
    expect(await ledgerOf(early.client_id as string)).toHaveLength(2);
    const apologies = (await mailTo(db(), email)).filter((mail) => mail.template === 'late_credit');
    expect(apologies.map((mail) => mail.subject)).toEqual([
      `We were late with order #${early.order_number}: a credit for you`,
      `We were late with order #${later.order_number}: a credit for you`,
    ]);
    expect(apologies[0]?.text).toContain('$0.10');
  });

  it('caps at 50 % and adds the whole Express surcharge; an order on time earns nothing', async () => {
    frame.server.clock.set(new Date('2026-12-05T08:00:00Z'));
    const email = `express-${randomUUID()}@example.com`;
    const express = await paidOrder(email, { turnaround: 'express' });
    const onTime = await paidOrder(email);
    expect(express.turnaround_minor).toBeGreaterThan(0);
    await deliverAt(onTime.id, new Date((onTime.due_at as Date).getTime() - 1000));
    await deliverAt(express.id, new Date((express.due_at as Date).getTime() + 30 * hour));
    expect(await ledgerOf(express.client_id as string)).toEqual([
      {
        kind: 'late_delivery',
        amount_minor: Math.floor(express.total_minor / 2) + express.turnaround_minor,
        balance_after_minor: Math.floor(express.total_minor / 2) + express.turnaround_minor,
        order_id: express.id,
      },
    ]);
  });
});

/** A client with `balanceMinor` of USD credit, signed in. */
async function clientWithCredit(balanceMinor: number) {
  const client = await createUser(db(), 'client');
  await grantCredit(db(), {
    clientId: client.id,
    currency: 'USD',
    amountMinor: balanceMinor,
    kind: 'adjustment',
    orderId: null,
    orderNumber: null,
    reason: 'test',
    createdBy: adminId,
    now: frame.server.clock.now(),
  });
  return { ...client, session: await frame.as(client.id) };
}

describe('credit at checkout', () => {
  it('is shown in the quote, pays part of the next order and comes back when that order is replaced', async () => {
    const client = await clientWithCredit(300);
    const { draftToken, mediaIds } = await createDraft(frame.server, db(), 2);
    const quote = await trpc(
      frame.server,
      'orders.quote',
      { images: mediaIds.map((mediaId) => ({ mediaId, serviceIds: [frame.services.sky] })) },
      { ...client.session, type: 'query' },
    );
    expect(data<PriceQuote>(quote)).toMatchObject({ totalMinor: 1000, creditMinor: 300 });

    const input = orderInput(mediaIds, [frame.services.sky]);
    input.contact.email = client.email;
    const first = await checkout(frame.server, input, draftToken, client.session.token);
    expect(first.data).toMatchObject({ quote: { totalMinor: 1000, creditMinor: 300 } });
    const order = await db()
      .selectFrom('orders')
      .select(['total_minor', 'credit_minor'])
      .where('id', '=', (first.data as { orderId: string }).orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ total_minor: 700, credit_minor: 300 });

    // The client goes back and changes the note: the replaced order gives its credit back, the new one spends it.
    const changed = await checkout(
      frame.server,
      { ...input, notes: 'brighter' },
      draftToken,
      client.session.token,
    );
    expect(changed.status).toBe(200);
    expect(
      (await ledgerOf(client.id)).map((row) => [row.kind, row.amount_minor, row.balance_after_minor]),
    ).toEqual([
      ['adjustment', 300, 300],
      ['spent', -300, 0],
      ['returned', 300, 300],
      ['spent', -300, 0],
    ]);
  });

  it('needs no card when it covers the total: the order is paid by credit', async () => {
    const client = await clientWithCredit(5000);
    const { draftToken, mediaIds } = await createDraft(frame.server, db(), 2);
    const input = orderInput(mediaIds, [frame.services.sky]);
    input.contact.email = client.email;
    const created = await checkout(frame.server, input, draftToken, client.session.token);
    const { orderId, accessToken } = created.data as { orderId: string; accessToken: string };
    const start = await trpc(frame.server, 'payments.start', { orderId, accessToken });
    expect(start.body.result?.data).toMatchObject({ provider: 'credit', amountMinor: 0 });
    const order = await db()
      .selectFrom('orders')
      .select(['payment_status', 'payment_provider', 'status', 'client_id', 'total_minor', 'credit_minor'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      payment_status: 'paid',
      payment_provider: 'credit',
      status: 'pending',
      client_id: client.id,
      total_minor: 0,
      credit_minor: 1000,
    });
    const billing = await trpc(frame.server, 'billing.overview', undefined, {
      ...client.session,
      type: 'query',
    });
    expect(data<BillingOverview>(billing).balances).toEqual([{ currency: 'USD', amountMinor: 4000 }]);
  });

  it('is not spent by a guest or by a signed-in client ordering under another e-mail', async () => {
    const client = await clientWithCredit(500);
    const { draftToken, mediaIds } = await createDraft(frame.server, db(), 2);
    const input = orderInput(mediaIds, [frame.services.sky]);
    const created = await checkout(frame.server, input, draftToken, client.session.token);
    expect(created.data).toMatchObject({ quote: { totalMinor: 1000 } });
    expect((created.data as { quote: PriceQuote }).quote.creditMinor).toBeUndefined();
    expect(await ledgerOf(client.id)).toHaveLength(1);
  });

  it('is spent by 20 parallel checkouts one after another, never below zero', async () => {
    const client = await clientWithCredit(2500);
    const drafts = await Promise.all(Array.from({ length: 20 }, () => createDraft(frame.server, db(), 2)));
    const results = await Promise.all(
      drafts.map(({ draftToken, mediaIds }) => {
        const input = orderInput(mediaIds, [frame.services.sky]);
        input.contact.email = client.email;
        return checkout(frame.server, input, draftToken, client.session.token);
      }),
    );
    expect(results.map((result) => result.status)).toEqual(results.map(() => 200));
    const spent = results
      .map((result) => (result.data as { quote: PriceQuote }).quote.creditMinor ?? 0)
      .sort((a, b) => b - a);
    expect(spent.reduce((sum, value) => sum + value, 0)).toBe(2500);
    expect(spent.slice(0, 3)).toEqual([1000, 1000, 500]);
    const ledger = await ledgerOf(client.id);
    expect(ledger.every((row) => row.balance_after_minor >= 0)).toBe(true);
    expect(ledger.at(-1)?.balance_after_minor).toBe(0);
    const { total } = await db()
      .selectFrom('credit_ledger')
      .select(sql<string>`sum(amount_minor)`.as('total'))
      .where('client_id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(0);
  });
});
