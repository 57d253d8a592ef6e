// The SQL of the client's credit: the balance per client and currency (never below zero), the append-only ledger
// beside it, and what the late-delivery credit reads of an order.
import type { CreditKind, Currency } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

export interface CreditMovement {
  clientId: string;
  currency: Currency;
  /** Positive: granted or given back; negative: spent. */
  amountMinor: number;
  kind: CreditKind;
  orderId: string | null;
  orderNumber: number | null;
  reason: string | null;
  /** The admin who moved it; null: the system. */
  createdBy: string | null;
  /** A bought pack's purchase (issue 35). */
  purchaseId?: string | null;
  now: Date;
}

/** The balance, locked until the transaction ends (0 when the client never had credit in the currency). */
export async function lockBalance(db: Executor, clientId: string, currency: Currency): Promise<number> {
  await db
    .insertInto('credit_balances')
    .values({ client_id: clientId, currency, balance_minor: 0 })
    .onConflict((conflict) => conflict.columns(['client_id', 'currency']).doNothing())
    .execute();
  const row = await db
    .selectFrom('credit_balances')
    .select('balance_minor')
    .where('client_id', '=', clientId)
    .where('currency', '=', currency)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance_minor;
}

/**
 * One movement: the balance changes (its CHECK refuses to go below zero) and the ledger gets its row with the
 * balance after it. Call with the balance locked (lockBalance) when the amount depends on it.
 */
export async function insertMovement(db: Executor, movement: CreditMovement): Promise<number> {
  // The row first (a CHECK is tested on an INSERT's proposed row even when it then updates instead).
  await db
    .insertInto('credit_balances')
    .values({ client_id: movement.clientId, currency: movement.currency, balance_minor: 0 })
    .onConflict((conflict) => conflict.columns(['client_id', 'currency']).doNothing())
    .execute();
  const balance = await db
    .updateTable('credit_balances')
    .set({ balance_minor: sql<number>`balance_minor + ${movement.amountMinor}` })
    .where('client_id', '=', movement.clientId)
    .where('currency', '=', movement.currency)
    .returning('balance_minor')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('credit_ledger')
    .values({
      client_id: movement.clientId,
      currency: movement.currency,
      amount_minor: movement.amountMinor,
      balance_after_minor: balance.balance_minor,
      kind: movement.kind,
      order_id: movement.orderId,
      order_number: movement.orderNumber,
      reason: movement.reason,
      created_by: movement.createdBy,
      purchase_id: movement.purchaseId ?? null,
      created_at: movement.now,
    })
    .execute();
  return balance.balance_minor;
}

/** The order's late-delivery credit, if it earned one (one per order: credit_ledger_one_late_credit). */
export const selectLateCredit = (db: Executor, orderId: string) =>
  db
    .selectFrom('credit_ledger')
    .select(['amount_minor', 'currency', 'balance_after_minor'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'late_delivery')
    .executeTakeFirst();

/** Credit spent on the given unpaid orders and not given back yet. */
export const selectUnreturnedSpending = (db: Executor, orderIds: readonly string[]) =>
  db
    .selectFrom('credit_ledger')
    .select(['client_id', 'currency', 'order_id', 'order_number', sql<string>`sum(amount_minor)`.as('net')])
    .where('order_id', 'in', orderIds)
    .where('kind', 'in', ['spent', 'returned'])
    .groupBy(['client_id', 'currency', 'order_id', 'order_number'])
    .having(sql`sum(amount_minor)`, '<', 0)
    .execute();

export const selectBalances = (db: Executor, clientId: string) =>
  db
    .selectFrom('credit_balances')
    .select(['currency', 'balance_minor'])
    .where('client_id', '=', clientId)
    .where('balance_minor', '>', 0)
    .orderBy('currency')
    .execute();

export const selectBalance = async (db: Executor, clientId: string, currency: Currency) =>
  (
    await db
      .selectFrom('credit_balances')
      .select('balance_minor')
      .where('client_id', '=', clientId)
      .where('currency', '=', currency)
      .executeTakeFirst()
  )?.balance_minor ?? 0;

/** The client's movements, newest first. */
export const selectLedger = (db: Executor, clientId: string, limit: number) =>
  db
    .selectFrom('credit_ledger')
    .select([
      'id',
      'kind',
      'amount_minor',
      'currency',
      'balance_after_minor',
      'order_number',
      'reason',
      'created_at',
    ])
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** The credit movements of the given orders, oldest first. */
export const selectOrderMovements = (db: Executor, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('credit_ledger')
        .select(['order_id', 'kind', 'amount_minor', 'reason', 'created_at'])
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute();

/** Whose credit an order's credit is: its organisation's owner (issue 35), else its client. */
export const selectCreditAccountOfOrder = async (db: Executor, orderId: string) =>
  (
    await db
      .selectFrom('orders as o')
      .leftJoin('organisations as g', 'g.id', 'o.organisation_id')
      .select((eb) => eb.fn.coalesce('g.owner_id', 'o.client_id').as('account_id'))
      .where('o.id', '=', orderId)
      .executeTakeFirst()
  )?.account_id ?? null;
