// The admin's discount codes: list, create (through createDiscountCode, as the CLI does) and switch on or off.
import {
  type AdminDiscountView,
  adminMessageKeys,
  type Currency,
  type DiscountKind,
  defaultCurrency,
} from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { AppError } from '../../errors';
import { selectAdminDiscount, selectAdminDiscounts, setDiscountCodeActive } from './discounts.queries';
import type { DiscountCodeRow } from './discounts.rules';
import { createDiscountCode } from './discounts.service';

type DiscountRow = DiscountCodeRow & { created_at: Date };

const toView = (row: DiscountRow): AdminDiscountView => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  currency: row.currency,
  maxUses: row.max_uses,
  uses: row.uses,
  active: row.active,
  expiresAt: row.expires_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

export async function listDiscounts(deps: { db: Kysely<DB> }): Promise<AdminDiscountView[]> {
  return (await selectAdminDiscounts(deps.db)).map(toView);
}

export async function createAdminDiscount(
  deps: { db: Kysely<DB>; now: () => Date },
  input: {
    code: string;
    kind: DiscountKind;
    value: number;
    currency?: Currency | undefined;
    maxUses: number | null;
    expiresAt: string | null;
  },
): Promise<AdminDiscountView> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= deps.now().getTime()) {
    throw new AppError('BAD_INPUT', undefined, {
      issues: [{ path: ['expiresAt'], message: adminMessageKeys.discountExpiryInPast }],
    });
  }
  try {
    const created = await createDiscountCode(deps.db, {
      code: input.code,
      kind: input.kind,
      value: input.value,
      currency: input.kind === 'fixed' ? (input.currency ?? defaultCurrency) : undefined,
      maxUses: input.maxUses,
      expiresAt,
    });
    return toView(await selectAdminDiscount(deps.db, created.id));
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT')
      throw new AppError('CONFLICT', adminMessageKeys.discountCodeTaken);
    throw error;
  }
}

export async function setDiscountActive(
  deps: { db: Kysely<DB> },
  input: { discountId: string; active: boolean },
): Promise<AdminDiscountView> {
  const row = await setDiscountCodeActive(deps.db, input.discountId, input.active);
  if (!row) throw new AppError('NOT_FOUND', adminMessageKeys.discountNotFound);
  return toView(row);
}
