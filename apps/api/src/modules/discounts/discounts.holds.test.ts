// A discount code's uses bound the number of discounted paid orders: a checkout holds a use from payments.start
// until it is paid, fails or lapses. Fifty clients racing for the last use through the real HTTP flow.
import { orderMessageKeys, orderRules } from '@photoedit/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createIdentityTestServer, createUser, type IdentityTestServer } from '../auth/auth.fixtures';
import { call, createDiscountCode, createDraft, createServices, orderInput } from '../orders/orders.fixtures';

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
  accessToken: string;
}

/** create → start → confirm for one draft; the step that refused, if any. */
async function checkout(draft: { draftToken: string; mediaIds: string[] }, discountCode?: string) {
  const created = await call(
    server,
    'orders.create',
    orderInput(draft.mediaIds, [services.sky], discountCode ? { discountCode } : {}),
    { draftToken: draft.draftToken },
  );
  if (created.status !== 200) return { refusedAt: 'create', response: created } as const;
  const access = {
    orderId: (created.data as Created).orderId,
    accessToken: (created.data as Created).accessToken,
  };
  const start = await call(server, 'payments.start', access);
  if (start.status !== 200) return { refusedAt: 'start', response: start } as const;
  const confirm = await call(server, 'payments.offline.confirm', access);
  if (confirm.status !== 200) return { refusedAt: 'confirm', response: confirm } as const;
  return { paid: access.orderId } as const;
}

type Outcome = Awaited<ReturnType<typeof checkout>>;
const isRefused = (outcome: Outcome): outcome is Extract<Outcome, { refusedAt: string }> =>
  'refusedAt' in outcome;

describe('discount holds', () => {
  it('50 parallel checkouts of a code with one use left: one discounted paid order, the others told and paid in full', async () => {
    const code = await createDiscountCode(server, {
      code: `LAST${Date.now() % 100000}`,
      value: 20,
      maxUses: 1,
    });
    const drafts = [];
    for (let index = 0; index < 50; index++) drafts.push(await createDraft(server, db(), 1));

    const outcomes = await Promise.all(drafts.map((draft) => checkout(draft, code.code)));
    const paid = outcomes.filter((outcome) => 'paid' in outcome);
    const refused = outcomes.filter(isRefused);
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const outcome of refused) {
      expect(outcome.response.status).toBe(409);
      expect(outcome.response.body.error?.data.messageKey).toBe(orderMessageKeys.discountUsedUp);
    }

    // Told, they pay the full price from the same drafts (nothing uploaded again).
    const refusedDrafts = drafts.filter((_, index) => 'refusedAt' in (outcomes[index] ?? {}));
    const retried = await Promise.all(refusedDrafts.map((draft) => checkout(draft)));
    // Any refusal is shown whole (step, status, error), not as a bare false.
    expect(retried.filter(isRefused).map(({ refusedAt, response }) => ({ refusedAt, ...response }))).toEqual(
      [],
    );

    const orders = await db()
      .selectFrom('orders')
      .select(['discount_code_id', 'discount_minor', 'total_minor', 'payment_status'])
      .where(
        'order_draft_id',
        'in',
        drafts.map((draft) => draft.draftId),
      )
      .execute();
    expect(orders).toHaveLength(50);
    expect(orders.every((order) => order.payment_status === 'paid')).toBe(true);
    const discounted = orders.filter((order) => order.discount_code_id === code.id);
    expect(discounted).toHaveLength(1);
    expect(discounted[0]?.discount_minor).toBe(100);
    expect(orders.filter((order) => order.discount_minor === 0 && order.total_minor === 500)).toHaveLength(
      49,
    );
    const row = await db()
      .selectFrom('discount_codes')
      .select('uses')
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(row.uses).toBe(1);
    const holds = await db().selectFrom('discount_holds').select('order_id').execute();
    expect(holds).toEqual([]);
  }, 90_000); // a load test by design: 100 checkouts queue for the test database's four connections

  it('a held use is not offered to others; a lapsed or failed checkout lets it go', async () => {
    const code = await createDiscountCode(server, {
      code: `HOLD${Date.now() % 100000}`,
      value: 10,
      maxUses: 1,
    });
    const first = await createDraft(server, db(), 1);
    const second = await createDraft(server, db(), 1);
    const created = await call(
      server,
      'orders.create',
      orderInput(first.mediaIds, [services.sky], { discountCode: code.code }),
      {
        draftToken: first.draftToken,
      },
    );
    const access = {
      orderId: (created.data as Created).orderId,
      accessToken: (created.data as Created).accessToken,
    };
    expect((await call(server, 'payments.start', access)).status).toBe(200);

    // Held: the code shows no use left to another checkout, but still applies for the one holding it.
    const quoteFor = (draftToken: string) =>
      call(
        server,
        'orders.quote',
        { images: [{ serviceIds: [services.sky] }], discountCode: code.code },
        {
          draftToken,
          type: 'query',
        },
      );
    expect(((await quoteFor(second.draftToken)).data as { discountValid: boolean }).discountValid).toBe(
      false,
    );
    expect(((await quoteFor(first.draftToken)).data as { discountValid: boolean }).discountValid).toBe(true);
    const refused = await checkout(second, code.code);
    expect(isRefused(refused) && refused.response.body.error?.data.messageKey).toBe(
      orderMessageKeys.discountUsedUp,
    );

    // The first checkout is abandoned: once its hold lapses, the use is free again.
    server.clock.advance(orderRules.discountHoldMs + 1_000);
    expect('paid' in (await checkout(second, code.code))).toBe(true);
    // The first client comes back: the use is gone, and they are told before paying.
    const late = await call(server, 'payments.offline.confirm', access);
    expect(late.status).toBe(409);
    expect(late.body.error?.data.messageKey).toBe(orderMessageKeys.discountUsedUp);
  });

  it('an abandoned checkout started again and again holds the use for an hour at most, then lets it go', async () => {
    const code = await createDiscountCode(server, {
      code: `RENEW${Date.now() % 100000}`,
      value: 10,
      maxUses: 1,
    });
    const first = await createDraft(server, db(), 1);
    const second = await createDraft(server, db(), 1);
    const created = await call(
      server,
      'orders.create',
      orderInput(first.mediaIds, [services.sky], { discountCode: code.code }),
      { draftToken: first.draftToken },
    );
    const access = {
      orderId: (created.data as Created).orderId,
      accessToken: (created.data as Created).accessToken,
    };
    const quoteValidFor = async (draftToken: string) =>
      (
        (
          await call(
            server,
            'orders.quote',
            { images: [{ serviceIds: [services.sky] }], discountCode: code.code },
            { draftToken, type: 'query' },
          )
        ).data as { discountValid: boolean }
      ).discountValid;
    // Started again every 14 minutes: each start renews the 15-minute hold, until an hour after the first.
    for (let minute = 0; minute < 60; minute += 14) {
      expect((await call(server, 'payments.start', access)).status).toBe(200);
      expect(await quoteValidFor(second.draftToken), `minute ${minute}`).toBe(false);
      server.clock.advance(14 * 60_000);
    }
    // Minute 70: started again, but the hold is not renewed past the hour: the use is free for others.
    expect((await call(server, 'payments.start', access)).status).toBe(200);
    expect(await quoteValidFor(second.draftToken)).toBe(true);
  });

  it("abandoned checkouts from one address hold one use at most; a buyer's new checkout replaces their old hold", async () => {
    const code = await createDiscountCode(server, {
      code: `NET${Date.now() % 100000}`,
      value: 10,
      maxUses: 3,
    });
    /** orders.create → payments.start from `address`, never paid. */
    const start = async (address: string, email?: string) => {
      const draft = await createDraft(server, db(), 1);
      const input = orderInput(draft.mediaIds, [services.sky], { discountCode: code.code });
      if (email) input.contact.email = email;
      const created = await call(server, 'orders.create', input, {
        draftToken: draft.draftToken,
        remoteAddress: address,
      });
      expect(created.status).toBe(200);
      const started = await call(server, 'payments.start', created.data, { remoteAddress: address });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      return (created.data as Created).orderId;
    };
    const usesLeftFor = async (address: string) => {
      const draft = await createDraft(server, db(), 1);
      const quote = await call(
        server,
        'orders.quote',
        { images: [{ serviceIds: [services.sky] }], discountCode: code.code },
        { draftToken: draft.draftToken, type: 'query', remoteAddress: address },
      );
      return (quote.data as { discountValid: boolean }).discountValid;
    };

    // Three anonymous checkouts from one IPv4 address and two from one IPv6 /64: two uses held, not five.
    for (let index = 0; index < 3; index++) await start('203.0.113.7');
    await start('2001:db8:1:2::5');
    await start('2001:db8:1:2::6');
    expect(await usesLeftFor('198.51.100.2')).toBe(true);
    const networks = await db()
      .selectFrom('discount_holds')
      .select(sql<string>`host(holder_network) || '/' || masklen(holder_network)`.as('network'))
      .where('discount_code_id', '=', code.id)
      .orderBy('network')
      .execute();
    expect([...new Set(networks.map((row) => row.network))]).toEqual(['2001:db8:1:2::/64', '203.0.113.7/32']);

    // One buyer, a second order: their first order's hold goes, whatever the case of the address.
    const first = await start('198.51.100.9', 'Buyer.Holds@example.com');
    const second = await start('198.51.100.9', 'buyer.holds@example.com');
    const held = await db()
      .selectFrom('discount_holds')
      .select('order_id')
      .where('order_id', 'in', [first, second])
      .execute();
    expect(held).toEqual([{ order_id: second }]);
    // 203.0.113.7, 2001:db8:1:2::/64 and the buyer: every use is held now.
    expect(await usesLeftFor('198.51.100.2')).toBe(false);
  });

  it('refuses a total under the card minimum, never sending it to the provider', async () => {
    const code = await createDiscountCode(server, {
      code: `BIG${Date.now() % 100000}`,
      kind: 'fixed',
      value: 480,
      currency: 'USD',
    });
    const draft = await createDraft(server, db(), 1);
    const created = await call(
      server,
      'orders.create',
      orderInput(draft.mediaIds, [services.sky], { discountCode: code.code }),
      {
        draftToken: draft.draftToken,
      },
    );
    expect(created.status).toBe(400);
    expect(created.body.error?.data.messageKey).toBe(orderMessageKeys.belowMinimumCharge);
  });
});
