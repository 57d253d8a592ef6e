// Credit at checkout (issue 34): a signed-in client ordering under their own e-mail spends their credit in the
// order's currency; a guest, or someone ordering for another address, spends none. The balance stays locked until
// the checkout's transaction ends, so parallel checkouts spend one balance one after another.
import { type Currency, creditToApply } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { creditForQuote, lockCreditForCheckout } from '../credits';
import { billingAccountOf } from '../teams';
import { selectActiveClientId } from './orders.queries';

/** Who is checking out: the session's user, if any. */
export interface Buyer {
  id: string;
  role: string;
}

/**
 * Whose credit the buyer spends, when the order is theirs (their session, their e-mail): their own, or their
 * organisation's, kept under its owner's account (issue 35).
 */
async function buyersAccount(db: Executor, buyer: Buyer | null, contactEmail: string) {
  if (buyer?.role !== 'client') return null;
  const accountId = await selectActiveClientId(db, contactEmail);
  return accountId === buyer.id ? billingAccountOf(db, accountId) : null;
}

/**
 * What the checkout spends of the buyer's credit (0 without any), locking the balance; `creditMinor` null when
 * the total is below the card minimum and credit does not cover it (refused as below the minimum charge).
 */
export async function checkoutCredit(
  db: Executor,
  buyer: Buyer | null,
  order: { contactEmail: string; currency: Currency; totalMinor: number },
): Promise<{ clientId: string | null; creditMinor: number | null }> {
  const clientId = await buyersAccount(db, buyer, order.contactEmail);
  if (!clientId) return { clientId, creditMinor: creditToApply(0, order.totalMinor, order.currency) };
  const creditMinor = await lockCreditForCheckout(db, {
    clientId,
    currency: order.currency,
    totalMinor: order.totalMinor,
  });
  return { clientId, creditMinor };
}

/** The credit the wizard's total would spend (the signed-in client's balance; the e-mail is checked at checkout). */
export async function quoteCredit(
  db: Executor,
  buyer: Buyer | null,
  quote: { currency: Currency; totalMinor: number },
): Promise<number> {
  if (buyer?.role !== 'client') return 0;
  return creditForQuote(db, { clientId: await billingAccountOf(db, buyer.id), ...quote });
}
