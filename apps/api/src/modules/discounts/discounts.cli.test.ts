import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDiscountCreate } from '../../cli/discount-create.command';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { ensureDemoDiscountCode } from './discounts.queries';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    db: testDb.database.db,
    out: (t: string) => out.push(t),
    err: (t: string) => err.push(t),
    lines: { out, err },
  };
}

describe('discount:create', () => {
  it('creates percent and fixed codes; refuses duplicates and bad arguments', async () => {
    const a = io();
    expect(
      await runDiscountCreate(['--', '--code', 'SPRING10', '--percent', '10', '--max-uses', '100'], a),
    ).toBe(0);
    expect(a.lines.out.join('')).toMatch(/Created discount code SPRING10: 10 %, 100 uses/);
    const b = io();
    expect(await runDiscountCreate(['--code', 'FIVEOFF', '--amount', '500', '--currency', 'usd'], b)).toBe(0);
    const rows = await testDb.database.db
      .selectFrom('discount_codes')
      .select(['code', 'kind', 'value', 'currency', 'max_uses'])
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'FIVEOFF', kind: 'fixed', value: 500, currency: 'USD', max_uses: null },
      { code: 'SPRING10', kind: 'percent', value: 10, currency: null, max_uses: 100 },
    ]);
    expect(await runDiscountCreate(['--code', 'spring10', '--percent', '5'], io())).toBe(1);
    expect(await runDiscountCreate(['--code', 'X', '--percent', '5'], io())).toBe(64);
    expect(await runDiscountCreate(['--code', 'BIG', '--percent', '150'], io())).toBe(64);
    expect(await runDiscountCreate(['--code', 'BOTH', '--percent', '5', '--amount', '5'], io())).toBe(64);
    expect(await runDiscountCreate(['--code', 'NOCUR', '--amount', '5'], io())).toBe(64);
    expect(await runDiscountCreate(['--bogus'], io())).toBe(64);
  });

  it('the development demo code is created once', async () => {
    expect(await ensureDemoDiscountCode(testDb.database.db)).toBe('WELCOME10');
    await ensureDemoDiscountCode(testDb.database.db);
    const row = await testDb.database.db
      .selectFrom('discount_codes')
      .select(['kind', 'value', 'max_uses'])
      .where('code', '=', 'WELCOME10')
      .execute();
    expect(row).toEqual([{ kind: 'percent', value: 10, max_uses: 1000 }]);
  });
});
