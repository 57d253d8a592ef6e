// Turnaround tiers through HTTP on a real database: the server prices each tier (discounts after it), the due
// time follows the tier from payment, only offered tiers are sold, and the admin sets offer and percentage.
import {
  adminMessageKeys,
  type OrderPublicStatus,
  orderMessageKeys,
  type PriceQuote,
  type TurnaroundOption,
} from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentJwtSecret } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  createIdentityTestServer,
  createUser,
  data,
  type IdentityTestServer,
  sessionFor,
  trpc,
} from '../auth/auth.fixtures';
import { call, createDraft, createServices, orderInput } from './orders.fixtures';

let testDb: TestDatabase;
let server: IdentityTestServer;
let services: Awaited<ReturnType<typeof createServices>>;
let admin = '';
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
  services = await createServices(db());
  const user = await createUser(db(), 'admin');
  admin = (await sessionFor(db(), user.id, { jwtSecret: developmentJwtSecret })).access_token;
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const quoteOf = async (turnaround: string, discountCode?: string) =>
  call(
    server,
    'orders.quote',
    {
      images: [{ serviceIds: [services.sky] }, { serviceIds: [services.sky, services.lawn] }],
      turnaround,
      ...(discountCode ? { discountCode } : {}),
    },
    { type: 'query' },
  );

describe('turnaround tiers', () => {
  it('prices Express at +50 % and Economy at −20 % of the services, Standard at the catalogue price', async () => {
    const standard = (await quoteOf('standard')).data as PriceQuote;
    const express = (await quoteOf('express')).data as PriceQuote;
    const economy = (await quoteOf('economy')).data as PriceQuote;
    const subtotal = standard.subtotalMinor;
    expect(standard.turnaround).toEqual({ tier: 'standard', hours: 24, percent: 100, amountMinor: 0 });
    expect(standard.totalMinor).toBe(subtotal);
    expect(express.turnaround).toEqual({
      tier: 'express',
      hours: 12,
      percent: 150,
      amountMinor: subtotal / 2,
    });
    expect(express.totalMinor).toBe(subtotal * 1.5);
    expect(economy.turnaround.amountMinor).toBe(-subtotal * 0.2);
    expect(economy.totalMinor).toBe(subtotal * 0.8);
    const unknown = await quoteOf('overnight');
    expect(unknown.status).toBe(400);
  });

  it('makes the order due its tier’s hours after payment', async () => {
    const { draftToken, mediaIds } = await createDraft(server, db(), 1);
    const input = { ...orderInput(mediaIds, [services.sky]), turnaround: 'express' as const };
    const created = await call(server, 'orders.create', input, { draftToken });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const access = created.data as { orderId: string; accessToken: string };
    await call(server, 'payments.start', access);
    await call(server, 'payments.offline.confirm', access);
    const order = await db()
      .selectFrom('orders')
      .select([
        'paid_at',
        'due_at',
        'turnaround',
        'turnaround_hours',
        'turnaround_minor',
        'subtotal_minor',
        'total_minor',
      ])
      .where('id', '=', access.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ turnaround: 'express', turnaround_hours: 12 });
    expect(order.total_minor).toBe(order.subtotal_minor + order.turnaround_minor);
    expect((order.due_at as Date).getTime() - (order.paid_at as Date).getTime()).toBe(12 * 3600_000);
    // /payment-success says what was paid for it.
    const status = await call(server, 'orders.publicStatus', access, { type: 'query' });
    expect((status.data as OrderPublicStatus).turnaround).toEqual({
      tier: 'express',
      hours: 12,
      amountMinor: order.turnaround_minor,
    });
  });

  it('sells only what the admin offers, at the admin’s percentage', async () => {
    const set = (input: unknown, token = admin) => trpc(server, 'admin.turnaround.update', input, { token });
    const offered = () => trpc(server, 'orders.turnarounds', undefined, { type: 'query' });

    const updated = await set({ tier: 'economy', available: false, percent: 70 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(data<TurnaroundOption[]>(await offered()).map((tier) => tier.tier)).toEqual([
      'express',
      'standard',
    ]);
    const refused = await quoteOf('economy');
    expect([refused.status, refused.body.error?.data.messageKey]).toEqual([
      400,
      orderMessageKeys.turnaroundUnavailable,
    ]);

    expect((await set({ tier: 'express', available: true, percent: 200 })).status).toBe(200);
    expect(((await quoteOf('express')).data as PriceQuote).turnaround.percent).toBe(200);
    for (const bad of [
      { tier: 'express', available: true, percent: 100 },
      { tier: 'economy', available: true, percent: 100 },
      { tier: 'standard', available: false, percent: 100 },
      { tier: 'express', available: true, percent: 301 },
    ]) {
      const result = await set(bad);
      expect(result.status, JSON.stringify(bad)).toBe(400);
      const issues = result.body.error?.data.issues as { message: string }[] | undefined;
      expect(issues?.[0]?.message).toBe(adminMessageKeys.turnaroundInvalid);
    }
    const list = data<TurnaroundOption[]>(
      await trpc(server, 'admin.turnaround.list', undefined, { token: admin, type: 'query' }),
    );
    expect(list).toEqual([
      { tier: 'express', hours: 12, percent: 200, available: true },
      { tier: 'standard', hours: 24, percent: 100, available: true },
      { tier: 'economy', hours: 48, percent: 70, available: false },
    ]);
  });
});
