// The SQL of discount codes: the look-up (with other checkouts' holds), the atomic use, creation, redemptions.
import type { Currency } from '@photoedit/contracts';
import { demoDiscountCode, orderRules } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';
import { type HoldsViewer, usesWithHolds } from './discounts.holds';
import { codeColumns, type DiscountCodeRow } from './discounts.rules';

/**
 * The code row (case-insensitive, citext), or null when unknown or malformed. With a viewer, `uses` also counts
 * the live holds of other checkouts (discounts.holds.ts), so prices and "uses left" are what a new
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

/** A new code's row; undefined when a code of that name exists. */
export const insertDiscountCode = (db: Executor, input: NewDiscountCode) =>
  db
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

/** A paid order's use of its code, at the discount it got. */
export const insertRedemption = (
  trx: Executor,
  order: { id: string; discount_code_id: string; discount_minor: number; currency: Currency },
  now: Date,
) =>
  trx
    .insertInto('discount_redemptions')
    .values({
      discount_code_id: order.discount_code_id,
      order_id: order.id,
      amount_minor: order.discount_minor,
      currency: order.currency,
      redeemed_at: now,
    })
    .execute();

/** Development only: the demo code a person trying the product can use (10 %, 1000 uses). */
export async function ensureDemoDiscountCode(db: Executor): Promise<string> {
  await db
    .insertInto('discount_codes')
    .values({ code: demoDiscountCode, kind: 'percent', value: 10, max_uses: 1000 })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return demoDiscountCode;
}

const adminColumns = [...codeColumns, 'created_at'] as const;

/** Every code, newest first (the admin console's list). */
export const selectAdminDiscounts = (db: Executor) =>
  db
    .selectFrom('discount_codes')
    .select(adminColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const selectAdminDiscount = (db: Executor, id: string) =>
  db.selectFrom('discount_codes').select(adminColumns).where('id', '=', id).executeTakeFirstOrThrow();

export const setDiscountCodeActive = (db: Executor, id: string, active: boolean) =>
  db
    .updateTable('discount_codes')
    .set({ active })
    .where('id', '=', id)
    .returning(adminColumns)
    .executeTakeFirst();
