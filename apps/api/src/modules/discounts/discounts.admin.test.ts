// admin.discounts.* over HTTP: create through the CLI's createDiscountCode, refusals, list, switch on and off.
import { type AdminDiscountView, adminMessageKeys } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createIdentityTestServer, type IdentityTestServer } from '../auth/auth.fixtures';
import {
  adminCall,
  adminSession,
  data,
  issueMessages,
  messageKey,
} from '../orders/admin/admin-orders.fixtures';
import { findDiscountCode } from './discounts.queries';

let testDb: TestDatabase;
let server: IdentityTestServer;
let admin: { id: string; token: string };
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
  admin = await adminSession(db());
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const create = (body: Record<string, unknown>) =>
  adminCall(server, admin.token, 'admin.discounts.create', body);

describe('admin.discounts', () => {
  it('creates percent and fixed codes, lists them newest first, and switches them off and on', async () => {
    const percent = await create({ code: 'SPRING20', kind: 'percent', value: 20, maxUses: 50 });
    expect(percent.status, JSON.stringify(percent.body)).toBe(200);
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const fixed = await create({ code: 'five-off', kind: 'fixed', value: 500, expiresAt });
    expect(data<AdminDiscountView>(fixed)).toMatchObject({
      code: 'five-off',
      kind: 'fixed',
      value: 500,
      currency: 'USD',
      maxUses: null,
      uses: 0,
      active: true,
      expiresAt,
    });

    const list = data<AdminDiscountView[]>(
      await adminCall(server, admin.token, 'admin.discounts.list', undefined, 'query'),
    );
    expect(list.map((code) => code.code).slice(0, 2)).toEqual(['five-off', 'SPRING20']);

    const id = data<AdminDiscountView>(percent).id;
    const off = await adminCall(server, admin.token, 'admin.discounts.setActive', {
      discountId: id,
      active: false,
    });
    expect(data<AdminDiscountView>(off).active).toBe(false);
    expect((await findDiscountCode(db(), 'spring20'))?.active).toBe(false);
  });

  it('refuses a taken code, a percentage over 100, an expiry in the past, with nothing stored', async () => {
    await create({ code: 'ONCE', kind: 'percent', value: 5 });
    const taken = await create({ code: 'once', kind: 'percent', value: 5 });
    expect(taken.status).toBe(409);
    expect(messageKey(taken)).toBe(adminMessageKeys.discountCodeTaken);

    const tooMuch = await create({ code: 'HUGE', kind: 'percent', value: 150 });
    expect(issueMessages(tooMuch)).toEqual([adminMessageKeys.discountPercentTooHigh]);
    const past = await create({ code: 'OLD', kind: 'percent', value: 5, expiresAt: '2020-01-01T00:00:00Z' });
    expect(issueMessages(past)).toEqual([adminMessageKeys.discountExpiryInPast]);
    const badCode = await create({ code: 'a b', kind: 'percent', value: 5 });
    expect(issueMessages(badCode)).toEqual([adminMessageKeys.discountCodeInvalid]);
    expect(await findDiscountCode(db(), 'HUGE')).toBeNull();
    expect(await findDiscountCode(db(), 'OLD')).toBeNull();

    const missing = await adminCall(server, admin.token, 'admin.discounts.setActive', {
      discountId: '00000000-0000-4000-8000-000000000000',
      active: true,
    });
    expect(missing.status).toBe(404);
    expect(messageKey(missing)).toBe(adminMessageKeys.discountNotFound);
  });
});
