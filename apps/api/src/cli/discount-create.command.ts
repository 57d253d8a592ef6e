// The discount:create command without process concerns, so tests can run it on a test database.
import { parseArgs } from 'node:util';
import { Currency } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { AppError } from '../errors';
import { createDiscountCode } from '../modules/discounts';

export const discountCreateUsage =
  'Usage: pnpm --filter @photoedit/api run discount:create -- --code SPRING10 (--percent 10 | --amount 500 --currency USD)\n' +
  '         [--max-uses 100] [--expires 2027-01-31T23:59:59Z]\n' +
  'Creates a discount code: a percentage (1-100) or a fixed amount in minor units (cents) of a currency.\n' +
  'Without --max-uses the code is unlimited.\n';

const wholeNumber = (value: string | undefined) =>
  value === undefined ? undefined : /^\d+$/.test(value) ? Number(value) : Number.NaN;

export async function runDiscountCreate(
  argv: string[],
  deps: { db: Kysely<DB>; out: (text: string) => void; err: (text: string) => void },
): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: {
        code: { type: 'string' },
        percent: { type: 'string' },
        amount: { type: 'string' },
        currency: { type: 'string' },
        'max-uses': { type: 'string' },
        expires: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    deps.err(`${error instanceof Error ? error.message : String(error)}\n${discountCreateUsage}`);
    return 64;
  }
  if (values.help) {
    deps.out(discountCreateUsage);
    return 0;
  }
  const str = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const percent = wholeNumber(str('percent'));
  const amount = wholeNumber(str('amount'));
  if ((percent === undefined) === (amount === undefined) || !str('code')) {
    deps.err(`Give --code and exactly one of --percent or --amount.\n${discountCreateUsage}`);
    return 64;
  }
  const currency =
    str('currency') === undefined ? undefined : Currency.safeParse(str('currency')?.toUpperCase());
  if (currency && !currency.success) {
    deps.err(`--currency must be one of USD, EUR, PLN.\n`);
    return 64;
  }
  const expires = str('expires');
  const expiresAt = expires === undefined ? null : new Date(expires);
  if (expiresAt && Number.isNaN(expiresAt.getTime())) {
    deps.err('--expires must be a date, e.g. 2027-01-31T23:59:59Z.\n');
    return 64;
  }
  try {
    const row = await createDiscountCode(deps.db, {
      code: str('code') as string,
      kind: percent !== undefined ? 'percent' : 'fixed',
      value: (percent ?? amount) as number,
      currency: currency?.data,
      maxUses: wholeNumber(str('max-uses')) ?? null,
      expiresAt,
    });
    deps.out(
      `Created discount code ${row.code}: ${row.kind === 'percent' ? `${row.value} %` : `${row.value} ${row.currency} minor units`}, ` +
        `${row.max_uses === null ? 'unlimited uses' : `${row.max_uses} uses`}${row.expires_at ? `, expires ${row.expires_at.toISOString()}` : ''}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      deps.err(`${error.message}\n`);
      return error.code === 'CONFLICT' ? 1 : 64;
    }
    throw error;
  }
}
