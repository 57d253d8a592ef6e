// Three currencies (issue 35) through HTTP on a real database, with the real `stripe` SDK against the local Stripe
// fake: a quote and an order in PLN from the services' price lists, charged in PLN, its invoice in PLN; a currency
// a service has no price in, and one that does not exist, are refused with a translated 400 that changes nothing.
import { orderMessageKeys, type PriceQuote } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { testConfig } from '../../test/server';
import { createIdentityTestServer, type IdentityTestServer } from '../auth/auth.fixtures';
import { fakeTestPaymentMethods, startFakeStripe } from '../payments/stripe.fake';
import { call, counts, createDraft, createServices, orderInput } from './orders.fixtures';

const webhookSecret = 'whsec_test_currencies';
let testDb: TestDatabase;
let server: IdentityTestServer;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  fake = await startFakeStripe({
    webhook: {
      secret: webhookSecret,
      deliver: async (payload, signature) => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          payload,
        });
        if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
      },
    },
  });
  server = createIdentityTestServer(testDb.database, {
    config: testConfig({
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_currencies',
        publishableKey: 'pk_test_currencies',
        webhookSecret,
        apiBase: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
      },
    }),
  });
  services = await createServices(db());
  // Sky has a PLN price (19.90) and a EUR one; lawn only its own USD price.
  await db()
    .insertInto('service_prices')
    .values([
      { service_id: services.sky, currency: 'USD', price_minor: 500 },
      { service_id: services.sky, currency: 'PLN', price_minor: 1990 },
      { service_id: services.sky, currency: 'EUR', price_minor: 460 },
    ])
    .execute();
});
afterAll(async () => {
  await server.stop();
  await fake.close();
  await testDb.drop();
});

describe('an order in PLN', () => {
  it('is quoted, created, charged through Stripe and invoiced in PLN', async () => {
    const quoted = await call(
      server,
      'orders.quote',
      { images: [{ serviceIds: [services.sky] }, { serviceIds: [services.sky] }], currency: 'PLN' },
      { type: 'query' },
    );
    expect(quoted.data).toMatchObject({ currency: 'PLN', subtotalMinor: 3980, totalMinor: 3980 });

    const { draftToken, mediaIds } = await createDraft(server, db(), 2);
    const input = {
      ...orderInput(mediaIds, [services.sky]),
      currency: 'PLN' as const,
      language: 'pl' as const,
    };
    const created = await call(server, 'orders.create', input, { draftToken });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const order = created.data as { orderId: string; accessToken: string; quote: PriceQuote };
    expect(order.quote).toMatchObject({ currency: 'PLN', totalMinor: 3980 });

    const started = (
      await call(server, 'payments.start', { orderId: order.orderId, accessToken: order.accessToken })
    ).data as { clientSecret: string };
    const intentId = started.clientSecret.split('_secret_')[0] as string;
    expect(fake.intents.get(intentId)).toMatchObject({ currency: 'pln', amount: 3980 });
    const confirmed = await fetch(`http://127.0.0.1:${fake.port}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        payment_method: fakeTestPaymentMethods.succeeds,
        key: 'pk_test_currencies',
        client_secret: started.clientSecret,
      }).toString(),
    });
    expect(confirmed.status).toBe(200);
    const paid = await db()
      .selectFrom('orders')
      .select(['payment_status', 'currency', 'total_minor'])
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ payment_status: 'paid', currency: 'PLN', total_minor: 3980 });
    const invoice = await db()
      .selectFrom('invoices')
      .select(['currency', 'gross_minor', 'vat_minor', 'language'])
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ currency: 'PLN', gross_minor: 3980, vat_minor: 744, language: 'pl' });
  });

  it('refuses a service without a price in the currency, and a currency that does not exist, changing nothing', async () => {
    const before = await counts(db());
    const { draftToken, mediaIds } = await createDraft(server, db(), 1);
    const noPln = await call(
      server,
      'orders.create',
      { ...orderInput(mediaIds, [services.lawn]), currency: 'PLN' },
      { draftToken },
    );
    expect(noPln.status).toBe(400);
    expect(JSON.stringify(noPln.body)).toContain(orderMessageKeys.currencyUnavailable);
    const gbp = await call(
      server,
      'orders.create',
      { ...orderInput(mediaIds, [services.sky]), currency: 'GBP' },
      { draftToken },
    );
    expect(gbp.status).toBe(400);
    expect(await counts(db())).toEqual(before);
  });
});
