// What ordering refuses before any money moves: guessing discount codes through any door (one shared limit),
// and an order for the e-mail of a deactivated client (whose sign-in link could not work).
import { orderMessageKeys } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../rate-limit/rate-limit.windows';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  createIdentityTestServer,
  createUser,
  generousRateLimits,
  type IdentityTestServer,
} from '../auth/auth.fixtures';
import { call, createDraft, createServices, orderInput } from './orders.fixtures';

let testDb: TestDatabase;
let server: IdentityTestServer;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database, {
    config: {
      rateLimits: { ...generousRateLimits, discountCheckPerIp: { limit: 3, windowMs: 15 * 60_000 } },
    },
  });
  services = await createServices(db());
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

describe('discount code checks share one limit', () => {
  it('counts quote, check and create when they carry a code, and answers 429 with Retry-After past it', async () => {
    expect(defaultRateLimits.discountCheckPerIp.limit).toBeGreaterThan(0);
    const images = [{ serviceIds: [services.sky] }];
    const quote = (discountCode?: string) =>
      call(server, 'orders.quote', { images, ...(discountCode ? { discountCode } : {}) }, { type: 'query' });
    // Without a code nothing is counted.
    for (let index = 0; index < 5; index++) expect((await quote()).status).toBe(200);
    expect((await quote('GUESS1')).status).toBe(200);
    expect(
      (await call(server, 'discounts.check', { code: 'GUESS2', images }, { type: 'query' })).status,
    ).toBe(200);
    expect((await quote('GUESS3')).status).toBe(200);
    const draft = await createDraft(server, db(), 1);
    const create = await call(
      server,
      'orders.create',
      orderInput(draft.mediaIds, [services.sky], { discountCode: 'GUESS4' }),
      { draftToken: draft.draftToken },
    );
    expect(create.status).toBe(429);
    const check = await server.app.inject({
      method: 'GET',
      url: `/api/trpc/discounts.check?input=${encodeURIComponent(JSON.stringify({ code: 'GUESS5', images }))}`,
    });
    expect(check.statusCode).toBe(429);
    expect(Number(check.headers['retry-after'])).toBeGreaterThan(0);
    expect((await quote()).status).toBe(200);
  });
});

describe('a deactivated client', () => {
  it('cannot order with that e-mail: refused before payment, nothing stored, no sign-in e-mail', async () => {
    const client = await createUser(db(), 'client', { status: 'inactive' });
    const draft = await createDraft(server, db(), 1);
    const input = orderInput(draft.mediaIds, [services.sky]);
    const refused = await call(
      server,
      'orders.create',
      { ...input, contact: { ...input.contact, email: client.email.toUpperCase() } },
      { draftToken: draft.draftToken },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error?.data.messageKey).toBe(orderMessageKeys.accountDeactivated);
    const orders = await db()
      .selectFrom('orders')
      .select('id')
      .where('order_draft_id', '=', draft.draftId)
      .execute();
    expect(orders).toEqual([]);
    const mail = await db()
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', client.email)
      .execute();
    expect(mail).toEqual([]);
  });

  it('deactivated between order and payment: the payment does not start', async () => {
    const client = await createUser(db(), 'client');
    const draft = await createDraft(server, db(), 1);
    const input = orderInput(draft.mediaIds, [services.sky]);
    const created = await call(
      server,
      'orders.create',
      { ...input, contact: { ...input.contact, email: client.email } },
      { draftToken: draft.draftToken },
    );
    expect(created.status).toBe(200);
    await db().updateTable('users').set({ status: 'inactive' }).where('id', '=', client.id).execute();
    const data = created.data as { orderId: string; accessToken: string };
    const start = await call(server, 'payments.start', {
      orderId: data.orderId,
      accessToken: data.accessToken,
    });
    expect(start.status).toBe(409);
    expect(start.body.error?.data.messageKey).toBe(orderMessageKeys.accountDeactivated);
  });
});
