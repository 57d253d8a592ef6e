// Prepaid credit (issue 35) through HTTP on a real database: an admin offers packs; a client buys one through the
// real `stripe` SDK against the local Stripe fake (the webhook records it once), or with the offline test payment;
// the credit (price plus bonus) is in the ledger with its invoice and receipt, and the next checkout spends it
// before the card. Bad packs and other clients' purchases are refused, changing nothing.
import {
  type CreditPack,
  type CreditPurchaseStatus,
  creditMessageKeys,
  type PackPaymentStart,
  type PriceQuote,
} from '@photoedit/contracts';
import Stripe from 'stripe';
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
import { createDraft, createServices, mailTo, orderInput } from '../orders/orders.fixtures';
import { startStripeTestServer } from './stripe.testing';

const k = creditMessageKeys;
let testDb: TestDatabase;
let stripe: Awaited<ReturnType<typeof startStripeTestServer>>;
let server: IdentityTestServer;
let offline: IdentityTestServer;
let config: Config;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  stripe = await startStripeTestServer(testDb.database, 'packs');
  ({ server, config } = stripe);
  offline = createIdentityTestServer(testDb.database);
  services = await createServices(db());
});
afterAll(async () => {
  await stripe.stop();
  await offline.stop();
  await testDb.drop();
});

/** A stored Stripe event posted again, signed as Stripe signs it. */
const redeliver = (event: unknown) => {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
  return server.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
};

const as = async (userId: string) => ({
  token: (await sessionFor(db(), userId, config, new Date())).access_token,
});
const balanceOf = async (clientId: string, currency: string) =>
  (
    await db()
      .selectFrom('credit_balances')
      .select('balance_minor')
      .where('client_id', '=', clientId)
      .where('currency', '=', currency as 'USD')
      .executeTakeFirst()
  )?.balance_minor ?? 0;

async function offerPack(pack: object) {
  const admin = await as((await createUser(db(), 'admin')).id);
  const created = await trpc(server, 'admin.creditPacks.create', pack, admin);
  return { admin, created, pack: data<CreditPack>(created) };
}

describe('prepaid credit packs', () => {
  it('are bought by card through Stripe, recorded once, invoiced, and spent at the next checkout', async () => {
    const { pack } = await offerPack({ currency: 'USD', priceMinor: 5000, bonusMinor: 500 });
    const client = await createUser(db(), 'client');
    const session = await as(client.id);
    const offered = data<CreditPack[]>(
      await trpc(server, 'billing.packs', undefined, { ...session, type: 'query' }),
    );
    expect(offered.map((offer) => offer.id)).toContain(pack.id);

    const started = data<PackPaymentStart>(
      await trpc(server, 'billing.buyPack', { packId: pack.id }, session),
    );
    expect(started).toMatchObject({
      provider: 'stripe',
      amountMinor: 5000,
      creditMinor: 5500,
      currency: 'USD',
    });
    const intentId = started.clientSecret?.split('_secret_')[0] as string;
    expect(stripe.fake.intents.get(intentId)).toMatchObject({ amount: 5000, currency: 'usd' });
    const confirmed = await stripe.confirm(started.clientSecret as string);
    expect(confirmed.status).toBe(200);
    const status = await trpc(
      server,
      'billing.purchase',
      { purchaseId: started.purchaseId },
      { ...session, type: 'query' },
    );
    expect(data<CreditPurchaseStatus>(status)).toMatchObject({ paid: true, creditMinor: 5500 });
    expect(await balanceOf(client.id, 'USD')).toBe(5500);

    // Stripe delivers the same event again: nothing more.
    const event = await db()
      .selectFrom('payment_events')
      .select('payload')
      .where('type', '=', 'payment_intent.succeeded')
      .orderBy('received_at', 'desc')
      .executeTakeFirstOrThrow();
    const again = await redeliver(event.payload);
    expect(again.json()).toMatchObject({ applied: false, duplicate: true });
    const renamed = await redeliver({ ...(event.payload as object), id: 'evt_pack_second_delivery' });
    expect(renamed.json()).toMatchObject({ applied: false, duplicate: false });
    expect(await balanceOf(client.id, 'USD')).toBe(5500);
    const ledger = await db()
      .selectFrom('credit_ledger')
      .selectAll()
      .where('client_id', '=', client.id)
      .execute();
    expect(ledger.map((row) => [row.kind, row.amount_minor, row.purchase_id])).toEqual([
      ['purchase', 5500, started.purchaseId],
    ]);
    const invoice = await db()
      .selectFrom('invoices')
      .select(['gross_minor', 'order_number', 'client_id'])
      .where('purchase_id', '=', started.purchaseId)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ gross_minor: 5000, order_number: null, client_id: client.id });
    const receipt = (await mailTo(db(), client.email)).find((mail) => mail.template === 'credit_purchase');
    expect(receipt?.text).toContain('$55.00');
    expect(receipt?.attachments).toHaveLength(1);

    // The next checkout of the client spends it before the card.
    const { draftToken, mediaIds } = await createDraft(server, db(), 2);
    const input = orderInput(mediaIds, [services.sky, services.lawn]);
    input.contact.email = client.email;
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/trpc/orders.create',
      headers: {
        'content-type': 'application/json',
        'x-draft-token': draftToken,
        authorization: `Bearer ${session.token}`,
      },
      payload: JSON.stringify(input),
    });
    const quote = (created.json() as { result: { data: { quote: PriceQuote } } }).result.data.quote;
    expect(quote).toMatchObject({ totalMinor: 2500, creditMinor: 2500 });
    expect(await balanceOf(client.id, 'USD')).toBe(3000);
  });

  it('are bought with the offline test payment, once however often it is confirmed', async () => {
    const { pack } = await offerPack({ currency: 'PLN', priceMinor: 20000, bonusMinor: 0 });
    const client = await createUser(db(), 'client');
    const session = await as(client.id);
    const started = data<PackPaymentStart>(
      await trpc(offline, 'billing.buyPack', { packId: pack.id }, session),
    );
    expect(started).toMatchObject({ provider: 'offline', testMode: true, clientSecret: null });
    const confirms = await Promise.all(
      Array.from({ length: 10 }, () =>
        trpc(offline, 'billing.confirmPack', { purchaseId: started.purchaseId }, session),
      ),
    );
    expect(confirms.every((answer) => answer.status === 200)).toBe(true);
    expect(await balanceOf(client.id, 'PLN')).toBe(20000);
    const other = await as((await createUser(db(), 'client')).id);
    const notTheirs = await trpc(offline, 'billing.confirmPack', { purchaseId: started.purchaseId }, other);
    expect([notTheirs.status, notTheirs.body.error?.data.messageKey]).toEqual([404, k.purchaseNotFound]);
  });

  it('refuse a bad pack, an inactive one and a client in the console, changing nothing', async () => {
    const { admin, pack } = await offerPack({ currency: 'EUR', priceMinor: 1000, bonusMinor: 100 });
    for (const bad of [
      { currency: 'EUR', priceMinor: 100, bonusMinor: 0 },
      { currency: 'EUR', priceMinor: 1000, bonusMinor: -1 },
      { currency: 'GBP', priceMinor: 1000, bonusMinor: 0 },
      { currency: 'EUR', priceMinor: 10.5, bonusMinor: 0 },
    ]) {
      const refused = await trpc(server, 'admin.creditPacks.create', bad, admin);
      expect(refused.status).toBe(400);
    }
    const off = await trpc(
      server,
      'admin.creditPacks.update',
      { ...pack, packId: pack.id, active: false },
      admin,
    );
    expect(data<CreditPack>(off).active).toBe(false);
    const client = await as((await createUser(db(), 'client')).id);
    const inactive = await trpc(server, 'billing.buyPack', { packId: pack.id }, client);
    expect([inactive.status, inactive.body.error?.data.messageKey]).toEqual([404, k.packNotFound]);
    expect(
      (
        await trpc(
          server,
          'admin.creditPacks.create',
          { currency: 'EUR', priceMinor: 1000, bonusMinor: 0 },
          client,
        )
      ).status,
    ).toBe(403);
    const packs = await db().selectFrom('credit_packs').select('id').where('currency', '=', 'EUR').execute();
    expect(packs).toHaveLength(1);
  });
});
