// Prepaid credit (issue 35): the packs an admin offers (a price in one currency and a bonus on top), and what a
// paid purchase records: its credit, price plus bonus, as one 'purchase' row of the ledger. Credit never expires.
import { type AdminCreditPackInput, type CreditPack, creditMessageKeys } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { AppError } from '../../errors';
import type { PlainServiceDeps } from '../service-deps';
import { insertPack, type PackRow, type PurchaseRow, selectPacks, updatePack } from './credits.packs.queries';
import { insertMovement } from './credits.queries';

const toPack = (row: PackRow): CreditPack => ({
  id: row.id,
  currency: row.currency,
  priceMinor: row.price_minor,
  bonusMinor: row.bonus_minor,
  active: row.active,
});

export async function listPacks(
  deps: Pick<PlainServiceDeps, 'db'>,
  onlyActive: boolean,
): Promise<CreditPack[]> {
  return (await selectPacks(deps.db, onlyActive)).map(toPack);
}

type PackInput = Required<Pick<AdminCreditPackInput, 'currency' | 'priceMinor' | 'bonusMinor' | 'active'>>;

export async function createPack(deps: Pick<PlainServiceDeps, 'db'>, input: PackInput): Promise<CreditPack> {
  return toPack(await insertPack(deps.db, input));
}

export async function changePack(
  deps: Pick<PlainServiceDeps, 'db'>,
  packId: string,
  input: PackInput,
): Promise<CreditPack> {
  const row = await updatePack(deps.db, packId, input);
  if (!row) throw new AppError('NOT_FOUND', creditMessageKeys.packNotFound);
  return toPack(row);
}

/** A paid purchase's credit: one ledger row (unique per purchase), in the payment's transaction. */
export function recordPurchaseCredit(db: Executor, purchase: PurchaseRow, now: Date) {
  return insertMovement(db, {
    clientId: purchase.client_id,
    currency: purchase.currency,
    amountMinor: purchase.credit_minor,
    kind: 'purchase',
    orderId: null,
    orderNumber: null,
    reason: null,
    createdBy: null,
    purchaseId: purchase.id,
    now,
  });
}
