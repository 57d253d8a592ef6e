// Buying prepaid credit (issue 35): a client buys an active pack; its payment goes through the same provider as an
// order (a Stripe PaymentIntent for the pack's price, or the offline test payment), and the payment event records
// the purchase once: the credit (price plus bonus) joins the ledger, and `credit.purchased` issues its invoice and
// tells the client, all in the event's transaction.
import {
  type CreditPurchaseStatus,
  creditMessageKeys,
  type Language,
  orderMessageKeys,
  type PackPaymentStart,
} from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/tables';
import { AppError } from '../../errors';
import { emit } from '../../events/events';
import {
  insertPurchase,
  lockPurchase,
  markPurchasePaid,
  recordPurchaseCredit,
  selectActivePack,
  selectOwnPurchase,
  setPurchaseIntent,
} from '../credits';
import { creditPurchased } from './payments.events';
import { paymentProviderFor } from './payments.provider';
import { selectUserEmail } from './payments.queries';
import { applyPaymentEvent, type PaymentsDeps, publicPaymentsConfig } from './payments.service';

const notFound = () => new AppError('NOT_FOUND', creditMessageKeys.purchaseNotFound);

/** `billing.buyPack`: a new purchase of the pack and its payment with the provider. */
export async function buyPack(
  deps: PaymentsDeps,
  clientId: string,
  packId: string,
  language: Language,
): Promise<PackPaymentStart> {
  const pack = await selectActivePack(deps.db, packId);
  if (!pack) throw new AppError('NOT_FOUND', creditMessageKeys.packNotFound);
  const email = await selectUserEmail(deps.db, clientId);
  const purchase = await insertPurchase(deps.db, { clientId, pack, language, now: deps.now() });
  const provider = paymentProviderFor(deps.config.payments);
  let started: Awaited<ReturnType<typeof provider.startPurchaseIntent>>;
  try {
    started = await provider.startPurchaseIntent({
      purchaseId: purchase.id,
      amountMinor: purchase.price_minor,
      currency: purchase.currency,
      email,
    });
  } catch (error) {
    deps.log.error({ err: error, purchaseId: purchase.id }, 'payment provider refused to start a payment');
    throw new AppError('INTERNAL', orderMessageKeys.paymentProviderFailed, {
      message: 'The payment provider could not be reached. Please try again.',
      cause: error,
    });
  }
  await setPurchaseIntent(deps.db, purchase.id, provider.kind, started.intentId);
  const config = publicPaymentsConfig(deps.config);
  return {
    purchaseId: purchase.id,
    provider: provider.kind,
    amountMinor: purchase.price_minor,
    creditMinor: purchase.credit_minor,
    currency: purchase.currency,
    clientSecret: started.clientSecret,
    publishableKey: config.publishableKey,
    testMode: config.testMode,
  };
}

/** Records a purchase's payment once: it must be the purchase's own intent, amount and currency. */
export const purchaseEffect =
  (
    deps: PaymentsDeps,
    purchaseId: string,
    payment: { intentId: string; amountMinor: number; currency: string },
  ) =>
  async (trx: Transaction<DB>, now: Date) => {
    const purchase = await lockPurchase(trx, purchaseId);
    if (!purchase) return { applied: false, detail: 'unknown purchase' };
    if (purchase.paid_at !== null) return { applied: false, detail: 'already paid' };
    if (
      purchase.payment_intent_id !== payment.intentId ||
      purchase.price_minor !== payment.amountMinor ||
      purchase.currency !== payment.currency.toUpperCase()
    ) {
      deps.log.error({ purchaseId, payment }, 'payment does not match its credit purchase; not applied');
      return { applied: false, detail: 'mismatch' };
    }
    await markPurchasePaid(trx, purchaseId, now);
    await recordPurchaseCredit(trx, purchase, now);
    await emit({ trx, now, invoicing: deps.config.invoicing }, creditPurchased, { purchaseId });
    return { applied: true, detail: 'credit purchased' };
  };

/** `billing.confirmPack`: the offline test payment of a purchase (development and tests only). */
export async function confirmPackOffline(
  deps: PaymentsDeps,
  clientId: string,
  purchaseId: string,
): Promise<CreditPurchaseStatus> {
  if (deps.config.payments.provider !== 'offline') {
    throw new AppError('FORBIDDEN', orderMessageKeys.offlinePaymentUnavailable, {
      message: 'The offline test payment is not enabled here.',
    });
  }
  const purchase = await selectOwnPurchase(deps.db, clientId, purchaseId);
  if (!purchase?.payment_intent_id || purchase.payment_provider !== 'offline') throw notFound();
  await applyPaymentEvent(
    deps,
    {
      provider: 'offline',
      eventId: `${purchase.payment_intent_id}:succeeded`,
      type: 'offline.purchase_succeeded',
      orderId: null,
      payload: { purchaseId, amountMinor: purchase.price_minor, currency: purchase.currency },
    },
    purchaseEffect(deps, purchaseId, {
      intentId: purchase.payment_intent_id,
      amountMinor: purchase.price_minor,
      currency: purchase.currency,
    }),
  );
  return purchaseStatus(deps, clientId, purchaseId);
}

/** `billing.purchase`: whether the client's purchase is paid (its credit in the ledger). */
export async function purchaseStatus(
  deps: Pick<PaymentsDeps, 'db'>,
  clientId: string,
  purchaseId: string,
): Promise<CreditPurchaseStatus> {
  const purchase = await selectOwnPurchase(deps.db, clientId, purchaseId);
  if (!purchase) throw notFound();
  return {
    purchaseId,
    paid: purchase.paid_at !== null,
    creditMinor: purchase.credit_minor,
    currency: purchase.currency,
  };
}
