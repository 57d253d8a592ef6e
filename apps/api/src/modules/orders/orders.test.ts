// Ordering end to end through HTTP on a real database, with the offline provider (the embedded default):
// creation and its refusals, the offline payment through the fulfilment path, discounts, public status.
import { deliveryHours, orderMessageKeys, orderRules } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { testConfig } from '../../test/server';
import { orderHandoverTtlMs } from '../auth';
import { createIdentityTestServer, createUser, type IdentityTestServer } from '../auth/auth.fixtures';
import { redeemDiscountCode } from '../discounts/discounts.queries';
import {
  call,
  counts,
  createDiscountCode,
  createDraft,
  createServices,
  mailTo,
  orderInput,
} from './orders.fixtures';
import { deleteUnpaidOrders, lockUnpaidOrdersCreatedBefore } from './orders.queries';
import { deleteAbandonedUnpaidOrders, unpaidOrderRetentionMs } from './orders.service';

let testDb: TestDatabase;
let server: IdentityTestServer;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
  services = await createServices(db());
  await createUser(db(), 'admin');
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

interface Created {
  orderId: string;
  orderNumber: number;
  accessToken: string;
  quote: { totalMinor: number; subtotalMinor: number; discount: { discountAmountMinor: number } | null };
}

async function pay(created: Created) {
  const access = { orderId: created.orderId, accessToken: created.accessToken };
  const start = await call(server, 'payments.start', access);
  expect(start.status).toBe(200);
  return call(server, 'payments.offline.confirm', access);
}

describe('orders.create', () => {
  it('stores the order, its images and the services priced from the database, in one go', async () => {
    const { draftToken, mediaIds } = await createDraft(server, db(), 3);
    const input = orderInput(mediaIds, [services.sky, services.lawn], {
      // Whatever a client adds about amounts is ignored: the server prices.
      ...({ totalMinor: 1, subtotalMinor: 1 } as object),
    });
    const result = await call(server, 'orders.create', input, { draftToken });
    expect(result.status).toBe(200);
    const created = result.data as Created;
    expect(created.quote.totalMinor).toBe(3 * 1250);
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      total_minor: 3750,
      subtotal_minor: 3750,
      payment_status: 'awaiting_payment',
      paid_at: null,
      client_id: null,
      contact_phone: '+48 600 100 200',
    });
    const lines = await db()
      .selectFrom('order_image_services as s')
      .innerJoin('order_images as i', 'i.id', 's.order_image_id')
      .select(['s.price_minor', 'i.client_note'])
      .where('i.order_id', '=', created.orderId)
      .execute();
    expect(lines).toHaveLength(6);
    expect(lines.map((line) => line.price_minor).sort()).toEqual([500, 500, 500, 750, 750, 750]);
  });

  it('refuses bad inputs with a clear message and stores nothing', async () => {
    const { draftToken, mediaIds } = await createDraft(server, db(), 2);
    const other = await createDraft(server, db(), 1);
    const before = await counts(db());
    const cases: [string, unknown, string | undefined, string][] = [
      [
        'image of another draft',
        orderInput([mediaIds[0] as string, other.mediaIds[0] as string], [services.sky]),
        draftToken,
        orderMessageKeys.imageNotInDraft,
      ],
      ['no images', orderInput([], [services.sky]), draftToken, orderMessageKeys.imagesRequired],
      ['no services', orderInput(mediaIds, []), draftToken, orderMessageKeys.serviceRequired],
      [
        'unknown service',
        orderInput(mediaIds, ['00000000-0000-4000-8000-000000000000']),
        draftToken,
        orderMessageKeys.serviceUnavailable,
      ],
      [
        'inactive service',
        orderInput(mediaIds, [services.retired]),
        draftToken,
        orderMessageKeys.serviceUnavailable,
      ],
      [
        'duplicate image',
        orderInput([mediaIds[0] as string, mediaIds[0] as string], [services.sky]),
        draftToken,
        orderMessageKeys.duplicateImage,
      ],
      [
        'duplicate service',
        orderInput(mediaIds, [services.sky, services.sky]),
        draftToken,
        orderMessageKeys.duplicateService,
      ],
      [
        '1000 images',
        orderInput(
          Array.from({ length: 1000 }, () => mediaIds[0] as string),
          [services.sky],
        ),
        draftToken,
        orderMessageKeys.tooManyImages,
      ],
      [
        '100 KB note',
        {
          ...orderInput(mediaIds, [services.sky]),
          images: [{ mediaId: mediaIds[0], serviceIds: [services.sky], note: 'x'.repeat(100_000) }],
        },
        draftToken,
        orderMessageKeys.noteTooLong,
      ],
      [
        'no e-mail',
        { ...orderInput(mediaIds, [services.sky]), contact: { email: '' } },
        draftToken,
        'validation.emailRequired',
      ],
      [
        'invalid discount code',
        orderInput(mediaIds, [services.sky], { discountCode: 'NOPE-NOPE' }),
        draftToken,
        orderMessageKeys.invalidDiscountCode,
      ],
      ['no draft header', orderInput(mediaIds, [services.sky]), undefined, orderMessageKeys.draftInvalid],
      ['unknown draft', orderInput(mediaIds, [services.sky]), 'x'.repeat(43), orderMessageKeys.draftInvalid],
    ];
    for (const [name, input, token, key] of cases) {
      const result = await call(server, 'orders.create', input, token ? { draftToken: token } : {});
      expect(result.status, name).toBe(400);
      const error = result.body.error?.data;
      const keys = [error?.messageKey, ...(error?.issues ?? []).map((issue) => issue.message)];
      expect(keys, name).toContain(key);
    }
    expect(await counts(db())).toEqual(before);
    expect(orderRules.maxImages).toBe(200);
  });

  it('replaces the unpaid order of the same draft; a paid draft is refused', async () => {
    const { draftToken, mediaIds } = await createDraft(server, db(), 2);
    const first = (await call(server, 'orders.create', orderInput(mediaIds, [services.sky]), { draftToken }))
      .data as Created;
    const second = (
      await call(server, 'orders.create', orderInput(mediaIds, [services.lawn]), { draftToken })
    ).data as Created;
    expect(second.orderId).not.toBe(first.orderId);
    // The same request again (double click) answers the same order.
    const [x, y] = await Promise.all([
      call(
        server,
        'orders.create',
        orderInput(mediaIds, [services.lawn], { contact: { email: 'same@example.com' } }),
        { draftToken },
      ),
      call(
        server,
        'orders.create',
        orderInput(mediaIds, [services.lawn], { contact: { email: 'same@example.com' } }),
        { draftToken },
      ),
    ]);
    expect((x.data as Created).orderId).toBe((y.data as Created).orderId);
    const repeat = (
      await call(
        server,
        'orders.create',
        orderInput(mediaIds, [services.lawn], { contact: { email: 'same@example.com' } }),
        { draftToken },
      )
    ).data as Created;
    expect(repeat.orderId).toBe((x.data as Created).orderId);
    const latest = (
      await call(server, 'orders.create', orderInput(mediaIds, [services.lawn]), { draftToken })
    ).data as Created;
    expect(latest.orderId).not.toBe(repeat.orderId);
    expect(
      await db().selectFrom('orders').select('id').where('id', '=', first.orderId).executeTakeFirst(),
    ).toBeUndefined();
    expect((await pay(latest)).status).toBe(200);
    const third = await call(server, 'orders.create', orderInput(mediaIds, [services.sky]), { draftToken });
    expect(third.status).toBe(409);
    expect(third.body.error?.data.messageKey).toBe(orderMessageKeys.alreadyPaid);
  });
});

describe('offline payment and fulfilment', () => {
  it('pays, creates the client, sets the 24 h due time, redeems the code, mails client and admins', async () => {
    const code = await createDiscountCode(server, {
      code: `SPRING${Date.now() % 100000}`,
      kind: 'percent',
      value: 10,
      maxUses: 3,
    });
    const { draftToken, mediaIds } = await createDraft(server, db(), 3);
    const input = orderInput(mediaIds, [services.sky, services.lawn], {
      discountCode: code.code.toLowerCase(),
    });
    const created = (await call(server, 'orders.create', input, { draftToken })).data as Created;
    expect(created.quote).toMatchObject({ subtotalMinor: 3750, totalMinor: 3375 });

    const config = await call(server, 'payments.config', undefined, { type: 'query' });
    expect(config.data).toEqual({ provider: 'offline', publishableKey: null, testMode: true });
    const start = await call(server, 'payments.start', {
      orderId: created.orderId,
      accessToken: created.accessToken,
    });
    expect(start.data).toMatchObject({
      provider: 'offline',
      amountMinor: 3375,
      testMode: true,
      clientSecret: null,
    });
    const paid = await call(server, 'payments.offline.confirm', {
      orderId: created.orderId,
      accessToken: created.accessToken,
    });
    expect(paid.data).toMatchObject({
      paid: true,
      status: 'pending',
      paymentStatus: 'paid',
      email: input.contact.email,
    });

    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('pending');
    expect(order.due_at?.getTime()).toBe((order.paid_at as Date).getTime() + deliveryHours * 3_600_000);
    const client = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', order.client_id as string)
      .executeTakeFirstOrThrow();
    expect(client).toMatchObject({ role: 'client', email: input.contact.email, first_name: 'Ada' });
    const history = await db()
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(history.map((row) => row.to_status)).toEqual(['pending']);
    const discount = await db()
      .selectFrom('discount_codes')
      .select('uses')
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(discount.uses).toBe(1);
    const mails = await mailTo(db(), input.contact.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe('order_confirmation');
    expect(mails[0]?.text).toContain(`#${created.orderNumber}`);
    expect(mails[0]?.text).toMatch(/\/auth\/auto-login\?token=/);
    expect(mails[0]?.text).toContain('access code');
    expect(mails[0]?.text).toContain('TEST PAYMENT');
    // The code as it was created (the client typed it in lower case), read before the use is counted.
    expect(mails[0]?.text).toContain(code.code);
    const adminMails = await db()
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('template', '=', 'admin_new_order')
      .execute();
    expect(adminMails.length).toBeGreaterThanOrEqual(1);

    // A second confirmation (double click) changes nothing.
    const again = await call(server, 'payments.offline.confirm', {
      orderId: created.orderId,
      accessToken: created.accessToken,
    });
    expect(again.data).toMatchObject({ paid: true });
    expect(
      await db().selectFrom('order_status_history').select('id').where('order_id', '=', order.id).execute(),
    ).toHaveLength(1);
    expect(await mailTo(db(), input.contact.email)).toHaveLength(1);
    const startAgain = await call(server, 'payments.start', {
      orderId: created.orderId,
      accessToken: created.accessToken,
    });
    expect(startAgain.status).toBe(409);
  });

  it('writes the mail in Polish for a Polish order, and reuses an existing client account', async () => {
    const existing = await createUser(db(), 'client');
    const { draftToken, mediaIds } = await createDraft(server, db(), 1);
    const input = orderInput(mediaIds, [services.sky], { language: 'pl' });
    input.contact.email = existing.email;
    const created = (await call(server, 'orders.create', input, { draftToken })).data as Created;
    expect((await pay(created)).status).toBe(200);
    const order = await db()
      .selectFrom('orders')
      .select('client_id')
      .where('id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    expect(order.client_id).toBe(existing.id);
    const mails = await mailTo(db(), existing.email);
    expect(mails.at(-1)?.subject).toContain('Zamówienie');
    expect(mails.at(-1)?.language).toBe('pl');
  });

  it('hands the paying browser a one-time sign-in when the payment created the account, never otherwise', async () => {
    const status = (created: Created) =>
      call(
        server,
        'orders.publicStatus',
        { orderId: created.orderId, accessToken: created.accessToken },
        {
          type: 'query',
        },
      );
    const first = await createDraft(server, db(), 2);
    const input = orderInput(first.mediaIds, [services.sky]);
    const created = (await call(server, 'orders.create', input, { draftToken: first.draftToken }))
      .data as Created;
    // Before payment there is nothing to hand over.
    expect((await status(created)).data).toMatchObject({
      paid: false,
      signInToken: null,
      imageCount: 2,
      dueAt: null,
    });
    expect((await pay(created)).status).toBe(200);
    const paid = (await status(created)).data as { signInToken: string; dueAt: string; imageCount: number };
    expect(paid.signInToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(paid.imageCount).toBe(2);
    expect(new Date(paid.dueAt).getTime()).toBeGreaterThan(Date.now());
    // The token signs in the new client once; afterwards the status no longer carries it.
    const session = await call(server, 'auth.autoLogin', { token: paid.signInToken });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect((session.data as { user: { email: string } }).user.email).toBe(input.contact.email);
    expect((await call(server, 'auth.autoLogin', { token: paid.signInToken })).status).toBe(401);
    expect((await status(created)).data).toMatchObject({ paid: true, signInToken: null });

    // It lasts a quarter of an hour.
    const second = await createDraft(server, db(), 1);
    const later = orderInput(second.mediaIds, [services.sky]);
    const secondOrder = (await call(server, 'orders.create', later, { draftToken: second.draftToken }))
      .data as Created;
    await pay(secondOrder);
    expect((await status(secondOrder)).data).toMatchObject({ signInToken: expect.any(String) });
    server.clock.advance(orderHandoverTtlMs + 1000);
    try {
      expect((await status(secondOrder)).data).toMatchObject({ signInToken: null });
    } finally {
      server.clock.advance(-(orderHandoverTtlMs + 1000));
    }

    // An order placed with an existing client's e-mail never signs anyone into that account.
    const existing = await createUser(db(), 'client');
    const third = await createDraft(server, db(), 1);
    const foreign = orderInput(third.mediaIds, [services.sky]);
    foreign.contact.email = existing.email;
    const foreignOrder = (await call(server, 'orders.create', foreign, { draftToken: third.draftToken }))
      .data as Created;
    await pay(foreignOrder);
    expect((await status(foreignOrder)).data).toMatchObject({ paid: true, signInToken: null });
  });

  it('public status needs the access token, never the order number alone', async () => {
    const { draftToken, mediaIds } = await createDraft(server, db(), 1);
    const created = (
      await call(server, 'orders.create', orderInput(mediaIds, [services.sky]), { draftToken })
    ).data as Created;
    const ok = await call(
      server,
      'orders.publicStatus',
      { orderId: created.orderId, accessToken: created.accessToken },
      { type: 'query' },
    );
    expect(ok.data).toMatchObject({
      orderNumber: created.orderNumber,
      paid: false,
      paymentStatus: 'awaiting_payment',
    });
    const forged = await call(
      server,
      'orders.publicStatus',
      { orderId: created.orderId, accessToken: 'A'.repeat(43) },
      { type: 'query' },
    );
    expect(forged.status).toBe(404);
    expect(forged.body.error?.data.messageKey).toBe(orderMessageKeys.orderNotFound);
    const confirm = await call(server, 'payments.offline.confirm', {
      orderId: created.orderId,
      accessToken: 'A'.repeat(43),
    });
    expect(confirm.status).toBe(404);
  });
});

describe('discounts', () => {
  it('discounts.check gives original price, discount and remaining uses; an invalid code says so', async () => {
    const code = await createDiscountCode(server, {
      code: `FIX${Date.now() % 100000}`,
      kind: 'fixed',
      value: 300,
      currency: 'USD',
      maxUses: 10,
    });
    const images = [{ serviceIds: [services.sky] }, { serviceIds: [services.lawn] }];
    const valid = await call(server, 'discounts.check', { code: code.code, images }, { type: 'query' });
    expect(valid.data).toEqual({
      valid: true,
      code: code.code,
      kind: 'fixed',
      originalPriceMinor: 1250,
      discountAmountMinor: 300,
      totalMinor: 950,
      remainingUses: 10,
      currency: 'USD',
      messageKey: null,
    });
    const invalid = await call(server, 'discounts.check', { code: 'NOT-A-CODE', images }, { type: 'query' });
    expect(invalid.data).toMatchObject({
      valid: false,
      discountAmountMinor: 0,
      totalMinor: 1250,
      messageKey: orderMessageKeys.invalidDiscountCode,
    });
    const expired = await createDiscountCode(server, {
      code: `OLD${Date.now() % 100000}`,
      value: 50,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(
      (await call(server, 'discounts.check', { code: expired.code, images }, { type: 'query' })).data,
    ).toMatchObject({ valid: false });
    const inactive = await createDiscountCode(server, {
      code: `OFF${Date.now() % 100000}`,
      value: 50,
      active: false,
    });
    expect(
      (await call(server, 'discounts.check', { code: inactive.code, images }, { type: 'query' })).data,
    ).toMatchObject({ valid: false });
  });

  it('50 parallel redemptions of a code with one use left: exactly one succeeds', async () => {
    const code = await createDiscountCode(server, {
      code: `LAST${Date.now() % 100000}`,
      value: 10,
      maxUses: 5,
    });
    await db().updateTable('discount_codes').set({ uses: 4 }).where('id', '=', code.id).execute();
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        db()
          .transaction()
          .execute((trx) => redeemDiscountCode(trx, code.id, now)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const row = await db()
      .selectFrom('discount_codes')
      .select('uses')
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(row.uses).toBe(5);
  });

  it('a code used up between order and payment is refused at payment start', async () => {
    const code = await createDiscountCode(server, {
      code: `ONE${Date.now() % 100000}`,
      value: 10,
      maxUses: 1,
    });
    const a = await createDraft(server, db(), 1);
    const b = await createDraft(server, db(), 1);
    const first = (
      await call(
        server,
        'orders.create',
        orderInput(a.mediaIds, [services.sky], { discountCode: code.code }),
        { draftToken: a.draftToken },
      )
    ).data as Created;
    const second = (
      await call(
        server,
        'orders.create',
        orderInput(b.mediaIds, [services.sky], { discountCode: code.code }),
        { draftToken: b.draftToken },
      )
    ).data as Created;
    expect((await pay(first)).status).toBe(200);
    const start = await call(server, 'payments.start', {
      orderId: second.orderId,
      accessToken: second.accessToken,
    });
    expect(start.status).toBe(409);
    expect(start.body.error?.data.messageKey).toBe(orderMessageKeys.discountUsedUp);
  });

  it('the dev route is absent in production', async () => {
    const production = createIdentityTestServer(testDb.database, {
      config: { ...testConfig(), devRoutes: false },
    });
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/dev/discount-codes',
      payload: { code: 'PRODX', value: 10 },
    });
    expect(response.statusCode).toBe(404);
    await production.app.close();
  });
});

describe('clean-up', () => {
  it('deletes unpaid orders after the retention, never paid ones', async () => {
    const unpaid = await createDraft(server, db(), 1);
    const paidDraft = await createDraft(server, db(), 1);
    const a = (
      await call(server, 'orders.create', orderInput(unpaid.mediaIds, [services.sky]), {
        draftToken: unpaid.draftToken,
      })
    ).data as Created;
    const b = (
      await call(server, 'orders.create', orderInput(paidDraft.mediaIds, [services.sky]), {
        draftToken: paidDraft.draftToken,
      })
    ).data as Created;
    expect((await pay(b)).status).toBe(200);
    const old = new Date(Date.now() - unpaidOrderRetentionMs - 60_000);
    await db()
      .updateTable('orders')
      .set({ created_at: old })
      .where('id', 'in', [a.orderId, b.orderId])
      .execute();
    expect(await deleteAbandonedUnpaidOrders({ db: db(), now: () => new Date() })).toBeGreaterThanOrEqual(1);
    const left = await db()
      .selectFrom('orders')
      .select('id')
      .where('id', 'in', [a.orderId, b.orderId])
      .execute();
    expect(left.map((row) => row.id)).toEqual([b.orderId]);
  });

  it('deletes at most a run’s share, the oldest first, so a backlog drains over several short runs', async () => {
    const created: Created[] = [];
    for (let i = 0; i < 3; i++) {
      const draft = await createDraft(server, db(), 1);
      created.push(
        (
          await call(server, 'orders.create', orderInput(draft.mediaIds, [services.sky]), {
            draftToken: draft.draftToken,
          })
        ).data as Created,
      );
    }
    const ids = created.map((order) => order.orderId);
    // Created a minute apart, long ago.
    for (const [index, id] of ids.entries()) {
      const at = new Date(Date.now() - unpaidOrderRetentionMs - (10 - index) * 60_000);
      await db().updateTable('orders').set({ created_at: at }).where('id', '=', id).execute();
    }
    const before = new Date(Date.now() - unpaidOrderRetentionMs);
    const deleted = await db()
      .transaction()
      .execute(async (trx) => {
        const locked = await lockUnpaidOrdersCreatedBefore(trx, before, 2);
        await deleteUnpaidOrders(trx, locked);
        return locked;
      });
    expect(deleted).toEqual([ids[0], ids[1]]);
    const left = await db().selectFrom('orders').select('id').where('id', 'in', ids).execute();
    expect(left.map((row) => row.id)).toEqual([ids[2]]);
  });
});
