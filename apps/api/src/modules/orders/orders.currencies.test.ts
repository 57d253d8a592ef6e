// Three currencies (issue 35) through HTTP on a real database, with the real `stripe` SDK against the local Stripe
// fake: a quote and an order in PLN from the services' price lists, charged in PLN, its invoice in PLN; a currency
// a service has no price in, and one that does not exist, are refused with a translated 400 that changes nothing.
import { orderMessageKeys, type PriceQuote } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import type { IdentityTestServer } from '../auth/auth.fixtures';
import { startStripeTestServer } from '../payments/stripe.testing';
import { call, counts, createDraft, createServices, orderInput } from './orders.fixtures';

let testDb: TestDatabase;
let stripe: Awaited<ReturnType<typeof startStripeTestServer>>;
let server: IdentityTestServer;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  stripe = await startStripeTestServer(testDb.database, 'currencies');
  server = stripe.server;
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
  await stripe.stop();
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
    expect(stripe.fake.intents.get(intentId)).toMatchObject({ currency: 'pln', amount: 3980 });
    const confirmed = await stripe.confirm(started.clientSecret);
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
