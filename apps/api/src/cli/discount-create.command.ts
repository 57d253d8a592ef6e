// The discount:create command without process concerns, so tests can run it on a test database.
import { Currency } from '@photoedit/contracts';
import { AppError } from '../errors';
import { createDiscountCode } from '../modules/discounts';
import { exitUsage, parseCommandArgs } from './command-args';
import type { CliIo } from './run-cli';

export const discountCreateUsage =
  'Usage: pnpm --filter @photoedit/api run discount:create -- --code SPRING10 (--percent 10 | --amount 500 --currency USD)\n' +
  '         [--max-uses 100] [--expires 2027-01-31T23:59:59Z]\n' +
  'Creates a discount code: a percentage (1-100) or a fixed amount in minor units (cents) of a currency.\n' +
  'Without --max-uses the code is unlimited.\n';

const wholeNumber = (value: string | undefined) =>
  value === undefined ? undefined : /^\d+$/.test(value) ? Number(value) : Number.NaN;

export async function runDiscountCreate(
  argv: string[],
  deps: Pick<CliIo, 'db' | 'out' | 'err'>,
): Promise<number> {
  const parsed = parseCommandArgs(
    argv,
    ['code', 'percent', 'amount', 'currency', 'max-uses', 'expires'],
    discountCreateUsage,
    deps,
  );
  if ('exitCode' in parsed) return parsed.exitCode;
  const { values } = parsed;
  const percent = wholeNumber(values.percent);
  const amount = wholeNumber(values.amount);
  if ((percent === undefined) === (amount === undefined) || !values.code) {
    deps.err(`Give --code and exactly one of --percent or --amount.\n${discountCreateUsage}`);
    return exitUsage;
  }
  const currency =
    values.currency === undefined ? undefined : Currency.safeParse(values.currency.toUpperCase());
  if (currency && !currency.success) {
    deps.err(`--currency must be one of USD, EUR, PLN.\n`);
    return exitUsage;
  }
  const expires = values.expires;
  const expiresAt = expires === undefined ? null : new Date(expires);
  if (expiresAt && Number.isNaN(expiresAt.getTime())) {
    deps.err('--expires must be a date, e.g. 2027-01-31T23:59:59Z.\n');
    return exitUsage;
  }
  try {
    const row = await createDiscountCode(deps.db, {
      code: values.code as string,
      kind: percent !== undefined ? 'percent' : 'fixed',
      value: (percent ?? amount) as number,
      currency: currency?.data,
      maxUses: wholeNumber(values['max-uses']) ?? null,
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
      return error.code === 'CONFLICT' ? 1 : exitUsage;
    }
    throw error;
  }
}
