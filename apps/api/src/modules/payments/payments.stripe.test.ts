// Stripe: the real `stripe` SDK against a local fake of the Stripe HTTP API, and webhooks signed with
// stripe.webhooks.generateTestHeaderString (valid, forged, stale, re-serialised, duplicated, out of order).
import { orderMessageKeys, stripeWebhookPath } from '@photoedit/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { testConfig } from '../../test/server';
import { createIdentityTestServer, createUser, type IdentityTestServer } from '../auth/auth.fixtures';
import {
  call,
  createDiscountCode,
  createDraft,
  createServices,
  mailTo,
  orderInput,
} from '../orders/orders.fixtures';
import { stripeIdempotencyKey } from './payments.provider';
import { type FakeIntent, startFakeStripe } from './stripe.fake';

const webhookSecret = 'whsec_test_photoedit';
let testDb: TestDatabase;
let server: IdentityTestServer;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let services: Awaited<ReturnType<typeof createServices>>;
let config: Config;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  fake = await startFakeStripe();
  config = testConfig({
    payments: {
      provider: 'stripe',
      secretKey: 'sk_test_photoedit',
      publishableKey: 'pk_test_photoedit',
      webhookSecret,
      apiBase: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
    },
  });
  server = createIdentityTestServer(testDb.database, { config });
  services = await createServices(db());
  await createUser(db(), 'admin');
});
afterAll(async () => {
  await server.stop();
  await fake.close();
  await testDb.drop();
});

interface Created {
  orderId: string;
  orderNumber: number;
  accessToken: string;
  quote: { totalMinor: number };
}
interface Started {
  clientSecret: string;
  amountMinor: number;
  provider: string;
  publishableKey: string;
}

async function newOrder(images = 2) {
  const { draftToken, mediaIds } = await createDraft(server, db(), images);
  const input = orderInput(mediaIds, [services.sky, services.lawn]);
  const created = (await call(server, 'orders.create', input, { draftToken })).data as Created;
  return { created, input, access: { orderId: created.orderId, accessToken: created.accessToken } };
}

async function startIntent(access: { orderId: string; accessToken: string }) {
  const started = await call(server, 'payments.start', access);
  expect(started.status).toBe(200);
  const data = started.data as Started;
  const intentId = data.clientSecret.split('_secret_')[0] as string;
  return { ...data, intentId };
}

let eventCounter = 0;
const event = (
  type: string,
  object: FakeIntent | Record<string, unknown>,
  id = `evt_${Date.now()}_${eventCounter++}`,
) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });

async function deliver(
  payload: string,
  options: { secret?: string; timestamp?: number; body?: string } = {},
) {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  const response = await server.app.inject({
    method: 'POST',
    url: stripeWebhookPath,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: options.body ?? payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { applied?: boolean; duplicate?: boolean; detail?: string },
  };
}

const orderRow = (id: string) =>
  db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('payments.start with Stripe', () => {
  it('answers the publishable key and creates one PaymentIntent for the server amount, however often it is called', async () => {
    expect((await call(server, 'payments.config', undefined, { type: 'query' })).data).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_photoedit',
      testMode: false,
    });
    const { created, access } = await newOrder(2);
    const [a, b] = await Promise.all([startIntent(access), startIntent(access)]);
    const c = await startIntent(access);
    expect(a.intentId).toBe(b.intentId);
    expect(c.intentId).toBe(a.intentId);
    expect(a).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_photoedit', amountMinor: 2500 });
    const intent = fake.intents.get(a.intentId);
    expect(intent).toMatchObject({
      amount: created.quote.totalMinor,
      currency: 'usd',
      metadata: { orderId: created.orderId },
    });
    const creates = fake.requests.filter((r) => r.method === 'POST' && r.url === '/v1/payment_intents');
    expect(new Set(creates.map((r) => r.idempotencyKey))).toContain(
      stripeIdempotencyKey({ orderId: created.orderId, amountMinor: 2500, currency: 'USD' }),
    );
    const intentsOfOrder = [...fake.intents.values()].filter((i) => i.metadata.orderId === created.orderId);
    expect(intentsOfOrder).toHaveLength(1);
    expect((await orderRow(created.orderId)).payment_intent_id).toBe(a.intentId);
  });

  it('the pages allow Stripe.js, its frames and its API (CSP) when Stripe is configured', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('the offline confirmation is refused when Stripe is configured', async () => {
    const { access } = await newOrder(1);
    await startIntent(access);
    const result = await call(server, 'payments.offline.confirm', access);
    expect(result.status).toBe(403);
    expect(result.body.error?.data.messageKey).toBe(orderMessageKeys.offlinePaymentUnavailable);
  });
});

describe('Stripe webhook', () => {
  it('a valid payment_intent.succeeded fulfils the order once; a duplicate and a second success change nothing', async () => {
    const { created, input, access } = await newOrder(2);
    const { intentId } = await startIntent(access);
    const payload = event('payment_intent.succeeded', fake.succeed(intentId));
    const first = await deliver(payload);
    expect(first).toMatchObject({ status: 200, body: { applied: true, duplicate: false } });
    const order = await orderRow(created.orderId);
    expect(order).toMatchObject({ payment_status: 'paid', status: 'pending', payment_provider: 'stripe' });
    expect(order.due_at?.getTime()).toBe((order.paid_at as Date).getTime() + 24 * 3_600_000);

    const duplicate = await deliver(payload);
    expect(duplicate).toMatchObject({ status: 200, body: { applied: false, duplicate: true } });
    const again = await deliver(event('payment_intent.succeeded', fake.succeed(intentId)));
    expect(again).toMatchObject({ status: 200, body: { applied: false, detail: 'already_paid' } });
    expect((await orderRow(created.orderId)).paid_at?.getTime()).toBe(order.paid_at?.getTime());
    const history = await db()
      .selectFrom('order_status_history')
      .select('id')
      .where('order_id', '=', created.orderId)
      .execute();
    expect(history).toHaveLength(1);
    const mails = await mailTo(db(), input.contact.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).not.toContain('TEST PAYMENT');
    const events = await db()
      .selectFrom('payment_events')
      .select(['applied_at'])
      .where('order_id', '=', created.orderId)
      .execute();
    expect(events.filter((row) => row.applied_at !== null)).toHaveLength(1);
    const status = await call(server, 'orders.publicStatus', access, { type: 'query' });
    expect(status.data).toMatchObject({ paid: true, provider: 'stripe' });
    expect((await call(server, 'payments.start', access)).status).toBe(409);
  });

  it('parallel deliveries of the same event apply it once', async () => {
    const { created, access } = await newOrder(1);
    const { intentId } = await startIntent(access);
    const payload = event('payment_intent.succeeded', fake.succeed(intentId));
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(results.filter((r) => r.body.applied)).toHaveLength(1);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await orderRow(created.orderId)).payment_status).toBe('paid');
  });

  it('refuses forged, stale and re-serialised bodies', async () => {
    const { created, access } = await newOrder(1);
    const { intentId } = await startIntent(access);
    const payload = event('payment_intent.succeeded', fake.succeed(intentId));
    expect((await deliver(payload, { secret: 'whsec_forged' })).status).toBe(400);
    expect((await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    const reserialised = JSON.stringify(JSON.parse(payload), null, 2);
    expect((await deliver(payload, { body: reserialised })).status).toBe(400);
    const unsigned = await server.app.inject({
      method: 'POST',
      url: stripeWebhookPath,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(created.orderId)).paid_at).toBeNull();
    expect(
      await db().selectFrom('payment_events').select('id').where('order_id', '=', created.orderId).execute(),
    ).toHaveLength(0);
  });

  it('out of order: a failure after the success changes nothing; a success after a failure pays', async () => {
    const one = await newOrder(1);
    const intentOne = (await startIntent(one.access)).intentId;
    const succeeded = fake.succeed(intentOne);
    expect((await deliver(event('payment_intent.succeeded', succeeded))).body.applied).toBe(true);
    const late = await deliver(
      event('payment_intent.payment_failed', { ...succeeded, status: 'requires_payment_method' }),
    );
    expect(late.body).toMatchObject({ applied: false, detail: 'stale' });
    expect((await orderRow(one.created.orderId)).payment_status).toBe('paid');

    const two = await newOrder(1);
    const intentTwo = (await startIntent(two.access)).intentId;
    const failed = await deliver(
      event('payment_intent.payment_failed', {
        ...fake.intents.get(intentTwo),
        status: 'requires_payment_method',
      } as FakeIntent),
    );
    expect(failed.body.applied).toBe(true);
    expect((await call(server, 'orders.publicStatus', two.access, { type: 'query' })).data).toMatchObject({
      paid: false,
      paymentStatus: 'failed',
    });
    // The client retries (same intent, no re-upload) and pays.
    expect((await startIntent(two.access)).intentId).toBe(intentTwo);
    expect((await deliver(event('payment_intent.succeeded', fake.succeed(intentTwo)))).body.applied).toBe(
      true,
    );
    expect((await orderRow(two.created.orderId)).payment_status).toBe('paid');
  });

  it('a checkout holds its discount use; a failed payment lets it go for the next checkout', async () => {
    const code = await createDiscountCode(server, {
      code: `STRIPEONE${Date.now() % 100000}`,
      value: 10,
      maxUses: 1,
    });
    const order = async () => {
      const { draftToken, mediaIds } = await createDraft(server, db(), 1);
      const made = await call(
        server,
        'orders.create',
        orderInput(mediaIds, [services.sky], { discountCode: code.code }),
        {
          draftToken,
        },
      );
      expect(made.status).toBe(200);
      const data = made.data as Created;
      return { orderId: data.orderId, accessToken: data.accessToken };
    };
    const first = await order();
    const second = await order();
    const intent = (await startIntent(first)).intentId;
    const intentsBefore = fake.intents.size;
    const refused = await call(server, 'payments.start', second);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.data.messageKey).toBe('errors.orders.discountUsedUp');
    expect(fake.intents.size).toBe(intentsBefore);
    const failed = await deliver(
      event('payment_intent.payment_failed', {
        ...fake.intents.get(intent),
        status: 'requires_payment_method',
      } as FakeIntent),
    );
    expect(failed.body.applied).toBe(true);
    expect((await call(server, 'payments.start', second)).status).toBe(200);
  });

  it('checks amount, currency and order: a mismatching payment is recorded but not applied', async () => {
    const { created, access } = await newOrder(1);
    const { intentId } = await startIntent(access);
    const less = await deliver(event('payment_intent.succeeded', fake.succeed(intentId, 1)));
    expect(less.body).toMatchObject({ applied: false });
    expect(less.body.detail).toContain('mismatch');
    const currency = await deliver(
      event('payment_intent.succeeded', { ...fake.succeed(intentId), currency: 'eur' }),
    );
    expect(currency.body.applied).toBe(false);
    const otherIntent = await deliver(
      event('payment_intent.succeeded', { ...fake.succeed(intentId), id: 'pi_other' }),
    );
    expect(otherIntent.body.applied).toBe(false);
    const unknownOrder = await deliver(
      event('payment_intent.succeeded', {
        ...fake.succeed(intentId),
        metadata: { orderId: '00000000-0000-4000-8000-000000000000' },
      }),
    );
    expect(unknownOrder.body).toMatchObject({ applied: false, detail: 'not_found' });
    const ignored = await deliver(event('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(ignored).toMatchObject({ status: 200, body: { applied: false, detail: 'ignored' } });
    expect((await orderRow(created.orderId)).paid_at).toBeNull();
  });

  it('the amount comes from the server: a client cannot change it', async () => {
    const { draftToken, mediaIds } = await createDraft(server, db(), 1);
    const input = {
      ...orderInput(mediaIds, [services.sky]),
      totalMinor: 1,
      images: [{ mediaId: mediaIds[0], serviceIds: [services.sky], priceMinor: 1 }],
    };
    const created = (await call(server, 'orders.create', input, { draftToken })).data as Created;
    const started = await call(server, 'payments.start', {
      orderId: created.orderId,
      accessToken: created.accessToken,
      amountMinor: 1,
    });
    const data = started.data as Started;
    expect(data.amountMinor).toBe(500);
    expect(fake.intents.get(data.clientSecret.split('_secret_')[0] as string)?.amount).toBe(500);
  });

  it('a provider outage on the first try is retried by the SDK with the same idempotency key', async () => {
    const { created, access } = await newOrder(1);
    fake.failNextRequest();
    const started = await startIntent(access);
    const intentsOfOrder = [...fake.intents.values()].filter((i) => i.metadata.orderId === created.orderId);
    expect(intentsOfOrder.map((i) => i.id)).toEqual([started.intentId]);
  });
});
