// The SQL of prepaid credit (issue 35): the packs an admin offers and the clients' purchases of them.
import type { AdminCreditPackInput, Language, PaymentProvider } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

const packColumns = ['id', 'currency', 'price_minor', 'bonus_minor', 'active'] as const;

/** Every pack (the console), or the active ones (the Billing page), by currency and price. */
export const selectPacks = (db: Executor, onlyActive: boolean) =>
  db
    .selectFrom('credit_packs')
    .select(packColumns)
    .$if(onlyActive, (query) => query.where('active', '=', true))
    .orderBy('currency')
    .orderBy('price_minor')
    .orderBy('id')
    .execute();

export type PackRow = Awaited<ReturnType<typeof selectPacks>>[number];

type PackValues = Required<Pick<AdminCreditPackInput, 'currency' | 'priceMinor' | 'bonusMinor' | 'active'>>;

export const insertPack = (db: Executor, pack: PackValues) =>
  db
    .insertInto('credit_packs')
    .values({
      currency: pack.currency,
      price_minor: pack.priceMinor,
      bonus_minor: pack.bonusMinor,
      active: pack.active,
    })
    .returning(packColumns)
    .executeTakeFirstOrThrow();

export const updatePack = (db: Executor, packId: string, pack: PackValues) =>
  db
    .updateTable('credit_packs')
    .set({
      currency: pack.currency,
      price_minor: pack.priceMinor,
      bonus_minor: pack.bonusMinor,
      active: pack.active,
      updated_at: sql`now()`,
    })
    .where('id', '=', packId)
    .returning(packColumns)
    .executeTakeFirst();

export const selectActivePack = (db: Executor, packId: string) =>
  db
    .selectFrom('credit_packs')
    .select(packColumns)
    .where('id', '=', packId)
    .where('active', '=', true)
    .executeTakeFirst();

const purchaseColumns = [
  'id',
  'client_id',
  'currency',
  'price_minor',
  'credit_minor',
  'language',
  'paid_at',
  'payment_provider',
  'payment_intent_id',
] as const;

export const insertPurchase = (
  db: Executor,
  purchase: { clientId: string; pack: PackRow; language: Language; now: Date },
) =>
  db
    .insertInto('credit_purchases')
    .values({
      client_id: purchase.clientId,
      pack_id: purchase.pack.id,
      currency: purchase.pack.currency,
      price_minor: purchase.pack.price_minor,
      credit_minor: purchase.pack.price_minor + purchase.pack.bonus_minor,
      language: purchase.language,
      created_at: purchase.now,
    })
    .returning(purchaseColumns)
    .executeTakeFirstOrThrow();

/** The client's own purchase. */
export const selectOwnPurchase = (db: Executor, clientId: string, purchaseId: string) =>
  db
    .selectFrom('credit_purchases')
    .select(purchaseColumns)
    .where('id', '=', purchaseId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();

/** A purchase, locked until the transaction ends (its payment is recorded once). */
export const lockPurchase = (db: Executor, purchaseId: string) =>
  db
    .selectFrom('credit_purchases')
    .select(purchaseColumns)
    .where('id', '=', purchaseId)
    .forUpdate()
    .executeTakeFirst();

export const setPurchaseIntent = (
  db: Executor,
  purchaseId: string,
  provider: PaymentProvider,
  intentId: string,
) =>
  db
    .updateTable('credit_purchases')
    .set({ payment_provider: provider, payment_intent_id: intentId })
    .where('id', '=', purchaseId)
    .where('paid_at', 'is', null)
    .execute();

export const markPurchasePaid = (db: Executor, purchaseId: string, now: Date) =>
  db.updateTable('credit_purchases').set({ paid_at: now }).where('id', '=', purchaseId).execute();

export type PurchaseRow = NonNullable<Awaited<ReturnType<typeof lockPurchase>>>;
