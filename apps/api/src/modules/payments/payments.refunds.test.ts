// Refunds through HTTP on a real database, with the real `stripe` SDK against the local Stripe fake (issue 34): a
// photo's share and the rest of an order back to the card, the same request made once, a refund made in Stripe's
// dashboard reflected from charge.refunded, never more than was paid under 20 parallel attempts, and the offline
// provider recording its refunds.
import { randomUUID } from 'node:crypto';
import { type OrderRefunds, refundMessageKeys } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  createIdentityTestServer,
  createUser,
  data,
  type IdentityTestServer,
  sessionFor,
  trpc,
} from '../auth/auth.fixtures';
import { call, createDraft, createServices, mailTo, orderInput } from '../orders/orders.fixtures';
import { startStripeTestServer } from './stripe.testing';

const k = refundMessageKeys;
let testDb: TestDatabase;
let stripe: Awaited<ReturnType<typeof startStripeTestServer>>;
let server: IdentityTestServer;
let offline: IdentityTestServer;
let fake: Awaited<ReturnType<typeof startStripeTestServer>>['fake'];
let services: Awaited<ReturnType<typeof createServices>>;
let config: Config;
let adminId: string;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  stripe = await startStripeTestServer(testDb.database, 'refunds');
  ({ server, fake, config } = stripe);
  offline = createIdentityTestServer(testDb.database);
  services = await createServices(db());
  adminId = (await createUser(db(), 'admin')).id;
});
afterAll(async () => {
  await stripe.stop();
  await offline.stop();
  await testDb.drop();
});

const admin = async () => ({ token: (await sessionFor(db(), adminId, config, new Date())).access_token });

/** An order of two photos ($12.50 each: sky and lawn) paid by card through the fake; its intent's id. */
async function cardPaidOrder() {
  const { draftToken, mediaIds } = await createDraft(server, db(), 2);
  const input = orderInput(mediaIds, [services.sky, services.lawn]);
  const created = (await call(server, 'orders.create', input, { draftToken })).data as {
    orderId: string;
    accessToken: string;
  };
  const started = (await call(server, 'payments.start', created)).data as { clientSecret: string };
  const intentId = started.clientSecret.split('_secret_')[0] as string;
  const confirmed = await stripe.confirm(started.clientSecret);
  expect(confirmed.status).toBe(200);
  const images = await db()
    .selectFrom('order_images')
    .select('id')
    .where('order_id', '=', created.orderId)
    .orderBy('position')
    .execute();
  return {
    orderId: created.orderId,
    intentId,
    email: input.contact.email,
    imageIds: images.map((i) => i.id),
  };
}

const orderMoney = (orderId: string) =>
  db()
    .selectFrom('orders')
    .select(['total_minor', 'refunded_minor', 'payment_status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

const refundsAtStripe = (intentId: string) =>
  [...fake.refunds.values()].filter((refund) => refund.payment_intent === intentId);

const refund = async (input: object, on = server) =>
  trpc(
    on,
    'admin.refunds.create',
    { requestId: randomUUID(), reason: 'Sky looks wrong', ...input },
    await admin(),
  );

describe('refunds through Stripe', () => {
  it("gives back a photo's share, then the rest; the same request twice is made once", async () => {
    const order = await cardPaidOrder();
    const requestId = randomUUID();
    const first = await refund({ orderId: order.orderId, imageId: order.imageIds[0], requestId });
    expect(first.status).toBe(200);
    expect(data<OrderRefunds>(first)).toMatchObject({
      paidMinor: 2500,
      refundedMinor: 1250,
      refunds: [
        { amountMinor: 1250, photo: 1, status: 'succeeded', external: false, reason: 'Sky looks wrong' },
      ],
      photos: [
        { position: 1, shareMinor: 1250, refunded: true },
        { position: 2, shareMinor: 1250, refunded: false },
      ],
    });
    const again = await refund({ orderId: order.orderId, imageId: order.imageIds[0], requestId });
    expect(data<OrderRefunds>(again).refunds).toHaveLength(1);
    expect(refundsAtStripe(order.intentId).map((r) => r.amount)).toEqual([1250]);
    const keys = fake.requests.filter((r) => r.url === '/v1/refunds').map((r) => r.idempotencyKey);
    expect(keys[0]).toBe(`photoedit-refund-${data<OrderRefunds>(first).refunds[0]?.id}`);
    // Stripe's charge.refunded for our own refund arrived too, and was not counted again.
    expect(await orderMoney(order.orderId)).toEqual({
      total_minor: 2500,
      refunded_minor: 1250,
      payment_status: 'paid',
    });

    const samePhoto = await refund({ orderId: order.orderId, imageId: order.imageIds[0] });
    expect([samePhoto.status, samePhoto.body.error?.data.messageKey]).toEqual([409, k.photoRefunded]);
    const rest = await refund({ orderId: order.orderId });
    expect(data<OrderRefunds>(rest).refundedMinor).toBe(2500);
    expect(await orderMoney(order.orderId)).toMatchObject({
      refunded_minor: 2500,
      payment_status: 'refunded',
    });
    const nothing = await refund({ orderId: order.orderId });
    expect([nothing.status, nothing.body.error?.data.messageKey]).toEqual([409, k.nothingLeft]);
    const mails = (await mailTo(db(), order.email)).filter((mail) => mail.template === 'refund');
    expect(mails.map((mail) => mail.subject)).toHaveLength(2);
    expect(mails[0]?.text).toContain('Sky looks wrong');
  });

  it("reflects a refund made in Stripe's dashboard (charge.refunded), once", async () => {
    const order = await cardPaidOrder();
    await fake.refundInDashboard(order.intentId, 300);
    expect(await orderMoney(order.orderId)).toMatchObject({ refunded_minor: 300, payment_status: 'paid' });
    const view = await trpc(
      server,
      'admin.refunds.ofOrder',
      { orderId: order.orderId },
      {
        ...(await admin()),
        type: 'query',
      },
    );
    expect(data<OrderRefunds>(view).refunds).toMatchObject([
      { amountMinor: 300, external: true, photo: null },
    ]);
    await fake.refundInDashboard(order.intentId, 2200);
    expect(await orderMoney(order.orderId)).toMatchObject({
      refunded_minor: 2500,
      payment_status: 'refunded',
    });
  });

  it('never gives back more than was paid: 20 parallel refunds of the rest, 20 of two photos', async () => {
    const whole = await cardPaidOrder();
    const all = await Promise.all(Array.from({ length: 20 }, () => refund({ orderId: whole.orderId })));
    expect(all.filter((result) => result.status === 200)).toHaveLength(1);
    expect(new Set(all.filter((r) => r.status !== 200).map((r) => r.body.error?.data.messageKey))).toEqual(
      new Set([k.nothingLeft]),
    );
    expect(refundsAtStripe(whole.intentId).reduce((sum, r) => sum + r.amount, 0)).toBe(2500);

    const photos = await cardPaidOrder();
    const perPhoto = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        refund({ orderId: photos.orderId, imageId: photos.imageIds[index % 2] }),
      ),
    );
    expect(perPhoto.filter((result) => result.status === 200)).toHaveLength(2);
    expect(refundsAtStripe(photos.intentId).map((r) => r.amount)).toEqual([1250, 1250]);
    expect(await orderMoney(photos.orderId)).toMatchObject({ refunded_minor: 2500 });
  });

  it('refuses bad input with a translated 4xx that changes nothing', async () => {
    const order = await cardPaidOrder();
    const other = await cardPaidOrder();
    const cases = [
      [{ orderId: order.orderId, reason: ' ' }, 400, k.reasonRequired],
      [{ orderId: order.orderId, reason: 'x'.repeat(501) }, 400, k.reasonTooLong],
      [{ orderId: order.orderId, imageId: other.imageIds[0] }, 400, k.photoNotInOrder],
      [{ orderId: order.orderId, requestId: 'nope' }, 400, k.invalidRequest],
      [{ orderId: randomUUID() }, 404, k.orderNotFound],
    ] as const;
    for (const [input, status, key] of cases) {
      const result = await refund(input);
      const issues = result.body.error?.data.issues as { message: string }[] | undefined;
      expect([result.status, issues?.[0]?.message ?? result.body.error?.data.messageKey]).toEqual([
        status,
        key,
      ]);
    }
    const { draftToken, mediaIds } = await createDraft(server, db(), 1);
    const unpaid = (await call(server, 'orders.create', orderInput(mediaIds, [services.sky]), { draftToken }))
      .data as { orderId: string };
    const refused = await refund({ orderId: unpaid.orderId });
    expect([refused.status, refused.body.error?.data.messageKey]).toEqual([409, k.notPaid]);
    // A node without Stripe cannot refund a card payment: refused before anything is held.
    const elsewhere = await refund({ orderId: order.orderId }, offline);
    expect([elsewhere.status, elsewhere.body.error?.data.messageKey]).toEqual([409, k.notByCard]);
    expect(await orderMoney(order.orderId)).toMatchObject({ refunded_minor: 0 });
    expect(refundsAtStripe(order.intentId)).toEqual([]);
  });
});

describe('the figures', () => {
  it("count refunds: the dashboard's revenue is what cards paid less what went back", async () => {
    const order = await cardPaidOrder();
    await refund({ orderId: order.orderId, imageId: order.imageIds[1] });
    const paid = await db()
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.sum<string>('total_minor').as('paid'),
        eb.fn.sum<string>('refunded_minor').as('back'),
      ])
      .where('payment_status', 'in', ['paid', 'refunded'])
      .where('currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    const stats = await trpc(server, 'admin.stats', undefined, { ...(await admin()), type: 'query' });
    const figures = data<{ revenue: unknown; refunds: unknown }>(stats);
    expect(Number(paid.back)).toBeGreaterThanOrEqual(1250);
    expect(figures.revenue).toEqual([
      { currency: 'USD', amountMinor: Number(paid.paid) - Number(paid.back) },
    ]);
    expect(figures.refunds).toEqual([{ currency: 'USD', amountMinor: Number(paid.back) }]);
  });
});

describe('refunds of the offline test payment', () => {
  it('are recorded (no money moved) and counted on the order', async () => {
    const { draftToken, mediaIds } = await createDraft(offline, db(), 1);
    const created = (
      await call(offline, 'orders.create', orderInput(mediaIds, [services.sky]), { draftToken })
    ).data as { orderId: string; accessToken: string };
    await call(offline, 'payments.start', created);
    await call(offline, 'payments.offline.confirm', created);
    const result = await refund({ orderId: created.orderId }, offline);
    expect(data<OrderRefunds>(result)).toMatchObject({ paidMinor: 500, refundedMinor: 500 });
    const row = await db()
      .selectFrom('order_refunds')
      .select(['provider', 'provider_refund_id', 'status'])
      .where('order_id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'offline', status: 'succeeded' });
    expect(row.provider_refund_id).toMatch(/^offline_re_/);
  });
});
