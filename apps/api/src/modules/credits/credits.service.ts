// The client's credit: granted (a late delivery, a guarantee claim), spent by a checkout in the same currency,
// given back when that checkout's order is discarded unpaid. Every movement is a ledger row with who and why, in
// the caller's transaction; the balance row is locked while an amount depends on it, so parallel checkouts spend
// one balance one after another and it never goes below zero.
import {
  type BillingOverview,
  type CreditKind,
  type Currency,
  creditToApply,
  type OrderCredit,
} from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import type { PlainServiceDeps } from '../service-deps';
import {
  type CreditMovement,
  insertMovement,
  lockBalance,
  selectBalance,
  selectBalances,
  selectCreditAccountOfOrder,
  selectLedger,
  selectOrderMovements,
  selectUnreturnedSpending,
} from './credits.queries';

/**
 * Credit for the client (amount > 0): a ledger row and a higher balance. Answers the balance after it. Credit for
 * an order goes to whose credit the order's is: its organisation's owner, or its client (issue 35).
 */
export async function grantCredit(
  db: Executor,
  grant: Omit<CreditMovement, 'kind'> & {
    kind: Extract<CreditKind, 'late_delivery' | 'guarantee' | 'adjustment'>;
  },
): Promise<number> {
  if (!Number.isInteger(grant.amountMinor) || grant.amountMinor <= 0) {
    throw new Error(`a credit must be a positive whole amount, not ${grant.amountMinor}`);
  }
  const account = grant.orderId ? await selectCreditAccountOfOrder(db, grant.orderId) : null;
  return insertMovement(db, { ...grant, clientId: account ?? grant.clientId });
}

/**
 * What a checkout of `totalMinor` would spend of the client's balance now (creditToApply); the balance stays
 * locked until the caller's transaction ends. Null: the total is below the card minimum and not covered.
 */
export async function lockCreditForCheckout(
  db: Executor,
  checkout: { clientId: string; currency: Currency; totalMinor: number },
): Promise<number | null> {
  const balance = await lockBalance(db, checkout.clientId, checkout.currency);
  return creditToApply(balance, checkout.totalMinor, checkout.currency);
}

/** The checkout's spending, once its order exists (after lockCreditForCheckout in the same transaction). */
export async function recordCheckoutSpending(
  db: Executor,
  spending: {
    clientId: string;
    currency: Currency;
    amountMinor: number;
    orderId: string;
    orderNumber: number;
    now: Date;
  },
): Promise<void> {
  if (spending.amountMinor <= 0) return;
  await insertMovement(db, {
    ...spending,
    amountMinor: -spending.amountMinor,
    kind: 'spent',
    reason: null,
    createdBy: null,
  });
}

/** Gives back what checkouts of these unpaid orders spent (their orders are being discarded). */
export async function returnCheckoutSpending(
  db: Executor,
  orderIds: readonly string[],
  now: Date,
): Promise<void> {
  if (orderIds.length === 0) return;
  const spent = await selectUnreturnedSpending(db, orderIds);
  for (const row of spent) {
    await insertMovement(db, {
      clientId: row.client_id,
      currency: row.currency,
      amountMinor: -Number(row.net),
      kind: 'returned',
      orderId: row.order_id,
      orderNumber: row.order_number,
      reason: null,
      createdBy: null,
      now,
    });
  }
}

/** The credit a signed-in client would spend on a total (the wizard's quote); 0 without a balance. */
export async function creditForQuote(
  db: Executor,
  quote: { clientId: string; currency: Currency; totalMinor: number },
): Promise<number> {
  const balance = await selectBalance(db, quote.clientId, quote.currency);
  return balance > 0 ? (creditToApply(balance, quote.totalMinor, quote.currency) ?? 0) : 0;
}

const ledgerPageSize = 200;

/** `billing.overview`: the client's balances and their newest movements. */
export async function billingOverview(deps: PlainServiceDeps, clientId: string): Promise<BillingOverview> {
  const [balances, entries] = await Promise.all([
    selectBalances(deps.db, clientId),
    selectLedger(deps.db, clientId, ledgerPageSize),
  ]);
  return {
    balances: balances.map((row) => ({ currency: row.currency, amountMinor: row.balance_minor })),
    entries: entries.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      amount: { amountMinor: row.amount_minor, currency: row.currency },
      balanceAfterMinor: row.balance_after_minor,
      orderNumber: row.order_number,
      reason: row.reason,
      at: row.created_at.toISOString(),
    })),
  };
}

/** What each order says of credit: spent at its checkout and earned by it (late delivery, guarantee). */
export async function orderCredits(
  db: Executor,
  orders: readonly { id: string; credit_minor: number; currency: Currency }[],
): Promise<Map<string, OrderCredit>> {
  const movements = await selectOrderMovements(
    db,
    orders.map((order) => order.id),
  );
  return new Map(
    orders.map((order) => [
      order.id,
      {
        usedMinor: order.credit_minor,
        currency: order.currency,
        earned: movements
          .filter(
            (row) => row.order_id === order.id && (row.kind === 'late_delivery' || row.kind === 'guarantee'),
          )
          .map((row) => ({
            kind: row.kind,
            amountMinor: row.amount_minor,
            reason: row.reason,
            at: row.created_at.toISOString(),
          })),
      },
    ]),
  );
}
