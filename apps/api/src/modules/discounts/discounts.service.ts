// Discount codes: look-up, atomic redemption, and creation (CLI, dev route, development seed). The Review step's
// check of a code prices the order, so it lives with the pricing (orders/orders.discount-check.ts).

import type { Currency } from '@photoedit/contracts';
import { AdminDiscountCreateInput, demoDiscountCode, orderRules } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';
import { AppError, fieldIssues } from '../../errors';
import { type HoldsViewer, releaseDiscountHold, usesWithHolds } from './discounts.reservations';
import { codeColumns, type DiscountCodeRow } from './discounts.rules';

/**
 * The code row (case-insensitive, citext), or null when unknown or malformed. With a viewer, `uses` also counts
 * the live holds of other checkouts (discounts.reservations.ts), so prices and "uses left" are what a new
 * checkout can really have.
 */
export async function findDiscountCode(
  db: Executor,
  code: string,
  viewer?: HoldsViewer,
): Promise<DiscountCodeRow | null> {
  const trimmed = code.trim();
  if (!orderRules.discountCodePattern.test(trimmed)) return null;
  const row = await db
    .selectFrom('discount_codes')
    .select([...codeColumns.filter((column) => column !== 'uses')])
    .select(viewer ? usesWithHolds(viewer).as('uses') : sql<number>`discount_codes.uses`.as('uses'))
    .where('code', '=', trimmed)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Counts one use of a code atomically: `uses = uses + 1 WHERE uses < max_uses AND active AND not expired`.
 * Concurrent callers serialise on the row; with one use left exactly one gets `true`.
 */
export async function redeemDiscountCode(db: Executor, codeId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('discount_codes')
    .set({ uses: sql`uses + 1` })
    .where('id', '=', codeId)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A paid order's use of its code: counted unless the code got used up (or expired) since the price was quoted,
 * when the paid price stands and the caller logs it; the checkout's hold becomes this redemption.
 */
export async function redeemForOrder(
  trx: Executor,
  order: { id: string; discount_code_id: string | null; discount_minor: number; currency: Currency },
  now: Date,
): Promise<{ redeemed: boolean } | null> {
  if (!order.discount_code_id) return null;
  const redeemed = await redeemDiscountCode(trx, order.discount_code_id, now);
  await releaseDiscountHold(trx, order.id);
  if (redeemed) {
    await trx
      .insertInto('discount_redemptions')
      .values({
        discount_code_id: order.discount_code_id,
        order_id: order.id,
        amount_minor: order.discount_minor,
        currency: order.currency,
        redeemed_at: now,
      })
      .execute();
  }
  return { redeemed };
}

/** The text of a code (as the client typed it at checkout, in the code's own case). */
export const discountCodeText = async (trx: Executor, discountCodeId: string): Promise<string> =>
  (
    await trx
      .selectFrom('discount_codes')
      .select('code')
      .where('id', '=', discountCodeId)
      .executeTakeFirstOrThrow()
  ).code;

export interface NewDiscountCode {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  currency?: Currency | undefined;
  maxUses?: number | null | undefined;
  expiresAt?: Date | null | undefined;
  /** Created switched off (default on). */
  active?: boolean | undefined;
}

/**
 * A new code's rules are the contract's (AdminDiscountCreateInput, also the admin form's and the API's): the
 * CLI and the development route pass through them too. The refusal names the fields, in English, for the CLI.
 */
function checkNewDiscountCode(input: NewDiscountCode): void {
  const parsed = AdminDiscountCreateInput.safeParse({
    code: input.code,
    kind: input.kind,
    value: input.value,
    currency: input.currency,
    maxUses: input.maxUses ?? null,
    expiresAt: input.expiresAt ? input.expiresAt.toISOString() : null,
  });
  // The contract lets a caller leave the currency out (the admin console means USD); a stored code names it.
  const issues: { path: PropertyKey[]; message: string }[] = parsed.success ? [] : [...parsed.error.issues];
  if (input.kind === 'fixed' && !input.currency) issues.push({ path: ['currency'], message: 'is required' });
  if (issues.length === 0) return;
  const fields = [...new Set(issues.map((issue) => issue.path.join('.') || 'input'))];
  throw new AppError('BAD_INPUT', undefined, {
    message: `The discount code is not valid: check ${fields.join(', ')}.`,
    issues: fieldIssues(issues),
  });
}

/** Creates a code; an existing code of that name is refused (CONFLICT). */
export async function createDiscountCode(db: Executor, input: NewDiscountCode) {
  checkNewDiscountCode(input);
  const row = await db
    .insertInto('discount_codes')
    .values({
      code: input.code,
      kind: input.kind,
      value: input.value,
      currency: input.kind === 'fixed' ? (input.currency ?? null) : null,
      max_uses: input.maxUses ?? null,
      expires_at: input.expiresAt ?? null,
      active: input.active ?? true,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning([...codeColumns])
    .executeTakeFirst();
  if (!row) throw new AppError('CONFLICT', undefined, { message: `The code ${input.code} exists already.` });
  return row;
}

/** Development only: the demo code a person trying the product can use (10 %, 1000 uses). */
export async function ensureDemoDiscountCode(db: Executor): Promise<string> {
  await db
    .insertInto('discount_codes')
    .values({ code: demoDiscountCode, kind: 'percent', value: 10, max_uses: 1000 })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return demoDiscountCode;
}
