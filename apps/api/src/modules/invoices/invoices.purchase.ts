// The invoice of a prepaid credit purchase (issue 35): one line, the credit bought, for the price paid, made out to
// the client's saved billing details (or to them as a private person), numbered in the payment's transaction.
import { formatMoney, mailTranslator } from '@photoedit/i18n/mail';
import type { Transaction } from 'kysely';
import type { InvoicingConfig } from '../../config';
import type { DB } from '../../db/tables';
import { billingProfileOf } from '../billing';
import { buyerOf, calendarDate, InvoiceDocument, linesWithVat, treatmentOf } from './invoices.document';
import { invoiceYear, takeInvoiceNumber } from './invoices.numbering';
import { insertInvoice, selectPurchaseForInvoice, selectPurchaseInvoice } from './invoices.queries';

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
  const treatment = treatmentOf(config, buyer);
  const credit = formatMoney(purchase.credit_minor, purchase.currency, purchase.language);
  const { lines, totals } = linesWithVat(
    [{ description: t('invoice.creditPack', { credit }), quantity: 1, grossMinor: purchase.price_minor }],
    treatment,
    config.vatRatePercent,
  );
  const year = invoiceYear(now, config.timeZone);
  const { sequence, number } = await takeInvoiceNumber(trx, 'invoice', year);
  const document = InvoiceDocument.parse({
    kind: 'invoice',
    number,
    issuedOn: calendarDate(now, config.timeZone),
    saleOn: calendarDate(purchase.paid_at, config.timeZone),
    language: purchase.language,
    currency: purchase.currency,
    orderNumber: null,
    seller: { ...config.seller, addressLines: [...config.seller.addressLines] },
    buyer,
    treatment,
    vatRatePercent: treatment === 'standard' ? config.vatRatePercent : 0,
    lines,
    totals,
    paidWith: purchase.payment_provider === 'offline' ? 'offline' : 'card',
    corrects: null,
    reason: null,
  });
  return insertInvoice(trx, {
    kind: 'invoice',
    year,
    sequence,
    orderId: null,
    purchaseId,
    refundId: null,
    correctsId: null,
    clientId: purchase.client_id,
    document,
    issuedAt: now,
  });
}
