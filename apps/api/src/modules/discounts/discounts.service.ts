// Discount codes: a paid order's redemption, and creation (CLI, dev route, development seed); their SQL is in
// discounts.queries.ts. The Review step's
// check of a code prices the order, so it lives with the pricing (orders/orders.discount-check.ts).

import type { Currency } from '@photoedit/contracts';
import { AdminDiscountCreateInput } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { AppError, fieldIssues } from '../../errors';
import { releaseDiscountHold } from './discounts.holds';
import {
  insertDiscountCode,
  insertRedemption,
  type NewDiscountCode,
  redeemDiscountCode,
} from './discounts.queries';

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
    await insertRedemption(trx, { ...order, discount_code_id: order.discount_code_id }, now);
  }
  return { redeemed };
}

export type { NewDiscountCode };

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
  const row = await insertDiscountCode(db, input);
  if (!row) throw new AppError('CONFLICT', undefined, { message: `The code ${input.code} exists already.` });
  return row;
}
