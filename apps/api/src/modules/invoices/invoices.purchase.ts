// The invoice of a prepaid credit purchase (issue 35): one line, the credit bought, for the price paid, made out to
// the client's saved billing details (or to them as a private person), numbered in the payment's transaction.
import { formatMoney, mailTranslator } from '@photoedit/i18n/mail';
import type { Transaction } from 'kysely';
import type { InvoicingConfig } from '../../config';
import type { DB } from '../../db/tables';
import { billingProfileOf } from '../billing';
import { buyerOf } from './invoices.document';
import { issueSaleInvoice } from './invoices.issue';
import { selectPurchaseForInvoice, selectPurchaseInvoice } from './invoices.queries';

/** The purchase's invoice, issued once (a second call returns the first). */
export async function issuePurchaseInvoice(
  trx: Transaction<DB>,
  config: InvoicingConfig,
  purchaseId: string,
  now: Date,
): Promise<{ id: string; number: string }> {
  const existing = await selectPurchaseInvoice(trx, purchaseId);
  if (existing) return existing;
  const purchase = await selectPurchaseForInvoice(trx, purchaseId);
  if (!purchase?.paid_at) throw new Error(`Credit purchase ${purchaseId} is not paid; it has no invoice`);
  const t = mailTranslator(purchase.language);
  const buyer = buyerOf(await billingProfileOf(trx, purchase.client_id), {
    email: purchase.email,
    firstName: purchase.first_name,
    lastName: purchase.last_name,
  });
  const credit = formatMoney(purchase.credit_minor, purchase.currency, purchase.language);
  const { id, number } = await issueSaleInvoice(
    trx,
    config,
    {
      orderId: null,
      purchaseId,
      orderNumber: null,
      paidAt: purchase.paid_at,
      language: purchase.language,
      currency: purchase.currency,
      paidWith: purchase.payment_provider === 'offline' ? 'offline' : 'card',
      accountId: purchase.client_id,
    },
    buyer,
    [{ description: t('invoice.creditPack', { credit }), quantity: 1, grossMinor: purchase.price_minor }],
    now,
  );
  return { id, number };
}
