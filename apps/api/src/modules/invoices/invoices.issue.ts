// Issuing: an order's invoice when it is paid, and a correcting invoice for each refund, in the transaction that
// records the payment or the refund (so the number is taken, and given back on a rollback, with it).
import { type InvoiceKind, type Language, SavedBillingDetails } from '@photoedit/contracts';
import { mailTranslator } from '@photoedit/i18n/mail';
import type { Transaction } from 'kysely';
import type { InvoicingConfig } from '../../config';
import type { DB } from '../../db/tables';
import { billingProfileOf } from '../billing';
import { discountCodeText } from '../discounts';
import { selectImageServices, selectOrderImages } from '../orders';
import {
  buyerOf,
  calendarDate,
  type GrossLine,
  type InvoiceBuyer,
  InvoiceDocument,
  linesWithVat,
  treatmentOf,
} from './invoices.document';
import { invoiceYear, takeInvoiceNumber } from './invoices.numbering';
import {
  insertInvoice,
  selectInvoiceableOrder,
  selectOrderBlendSurcharges,
  selectOrderInvoice,
} from './invoices.queries';

type InvoiceableOrder = NonNullable<Awaited<ReturnType<typeof selectInvoiceableOrder>>>;

/** Equal amounts of one kind on one line: "Sky replacement × 12". */
function grouped(entries: readonly { description: string; grossMinor: number }[]): GrossLine[] {
  const lines = new Map<string, GrossLine>();
  for (const entry of entries) {
    const key = `${entry.description}\u0000${entry.grossMinor}`;
    const line = lines.get(key);
    if (line) {
      line.quantity += 1;
      line.grossMinor += entry.grossMinor;
    } else lines.set(key, { description: entry.description, quantity: 1, grossMinor: entry.grossMinor });
  }
  return [...lines.values()];
}

/** What the order was sold as, in its language: services, blending, turnaround, less discount and credit. */
async function orderLines(trx: Transaction<DB>, order: InvoiceableOrder): Promise<GrossLine[]> {
  const t = mailTranslator(order.language);
  const images = await selectOrderImages(trx, [order.id]);
  const services = await selectImageServices(
    trx,
    images.map((image) => image.id),
    order.language,
  );
  const lines = grouped(
    services.map((service) => ({ description: service.name, grossMinor: service.price_minor })),
  );
  const blends = await selectOrderBlendSurcharges(trx, order.id);
  lines.push(
    ...grouped(
      blends.map((image) => ({ description: t('invoice.blend'), grossMinor: image.blend_surcharge_minor })),
    ),
  );
  if (order.turnaround_minor !== 0) {
    const tier = t(`orderSummary.turnaround.${order.turnaround}`, { hours: order.turnaround_hours });
    lines.push({
      description: t('invoice.turnaround', { tier }),
      quantity: 1,
      grossMinor: order.turnaround_minor,
    });
  }
  if (order.discount_minor > 0) {
    const code = order.discount_code_id ? await discountCodeText(trx, order.discount_code_id) : '';
    lines.push({
      description: t('invoice.discount', { code }),
      quantity: 1,
      grossMinor: -order.discount_minor,
    });
  }
  if (order.credit_minor > 0) {
    lines.push({ description: t('invoice.credit'), quantity: 1, grossMinor: -order.credit_minor });
  }
  return lines;
}

/** A private person's saved details (their address on the invoice) when the checkout named no company. */
async function savedPersonProfile(trx: Transaction<DB>, clientId: string | null) {
  const profile = clientId ? await billingProfileOf(trx, clientId) : null;
  return profile?.party === 'person' ? profile : null;
}

async function numbered(trx: Transaction<DB>, config: InvoicingConfig, kind: InvoiceKind, now: Date) {
  const year = invoiceYear(now, config.timeZone);
  return { year, ...(await takeInvoiceNumber(trx, kind, year)) };
}

const sellerOf = (config: InvoicingConfig) => ({
  ...config.seller,
  addressLines: [...config.seller.addressLines],
});

/** What an invoice is issued for: an order or a credit purchase (issue 35), paid, and whose account it is. */
export interface Sale {
  orderId: string | null;
  purchaseId: string | null;
  orderNumber: number | null;
  paidAt: Date;
  language: Language;
  currency: InvoiceDocument['currency'];
  paidWith: InvoiceDocument['paidWith'];
  /** Whose invoices it is (a team's owner, or the client). */
  accountId: string | null;
}

/** A new invoice of a sale: the buyer's VAT treatment, the lines with their VAT, the next number, the document. */
export async function issueSaleInvoice(
  trx: Transaction<DB>,
  config: InvoicingConfig,
  sale: Sale,
  buyer: InvoiceBuyer,
  grossLines: readonly GrossLine[],
  now: Date,
): Promise<{ id: string; number: string; grossMinor: number }> {
  const treatment = treatmentOf(config, buyer);
  const { lines, totals } = linesWithVat(grossLines, treatment, config.vatRatePercent);
  const { year, sequence, number } = await numbered(trx, config, 'invoice', now);
  const document = InvoiceDocument.parse({
    kind: 'invoice',
    number,
    issuedOn: calendarDate(now, config.timeZone),
    saleOn: calendarDate(sale.paidAt, config.timeZone),
    language: sale.language,
    currency: sale.currency,
    orderNumber: sale.orderNumber,
    seller: sellerOf(config),
    buyer,
    treatment,
    vatRatePercent: treatment === 'standard' ? config.vatRatePercent : 0,
    lines,
    totals,
    paidWith: sale.paidWith,
    corrects: null,
    reason: null,
  });
  const invoice = await insertInvoice(trx, {
    kind: 'invoice',
    year,
    sequence,
    orderId: sale.orderId,
    purchaseId: sale.purchaseId,
    refundId: null,
    correctsId: null,
    clientId: sale.accountId,
    document,
    issuedAt: now,
  });
  return { ...invoice, grossMinor: totals.grossMinor };
}

/** The order's invoice, issued once (a second call returns the first). */
export async function issueOrderInvoice(
  trx: Transaction<DB>,
  config: InvoicingConfig,
  orderId: string,
  now: Date,
): Promise<{ id: string; number: string }> {
  const existing = await selectOrderInvoice(trx, orderId);
  if (existing) return existing;
  const order = await selectInvoiceableOrder(trx, orderId);
  if (!order?.paid_at) throw new Error(`Order ${orderId} is not paid; it has no invoice`);
  const billing =
    order.billing === null
      ? await savedPersonProfile(trx, order.account_id)
      : SavedBillingDetails.parse(order.billing);
  const buyer = buyerOf(billing, {
    email: order.contact_email,
    firstName: order.contact_first_name,
    lastName: order.contact_last_name,
  });
  const sale: Sale = {
    orderId,
    purchaseId: null,
    orderNumber: order.order_number,
    paidAt: order.paid_at,
    language: order.language,
    currency: order.currency,
    paidWith: order.payment_provider === 'stripe' ? 'card' : (order.payment_provider ?? 'offline'),
    accountId: order.account_id,
  };
  const invoice = await issueSaleInvoice(trx, config, sale, buyer, await orderLines(trx, order), now);
  if (invoice.grossMinor !== order.total_minor) {
    throw new Error(
      `Invoice lines of order ${orderId} add up to ${invoice.grossMinor}, not ${order.total_minor}`,
    );
  }
  return { id: invoice.id, number: invoice.number };
}

export interface RefundToCorrect {
  id: string;
  orderId: string;
  amountMinor: number;
  /** The photo's position (from 0), or null for the order as a whole. */
  position: number | null;
  /** The admin's reason; null when it was made in the provider's dashboard. */
  reason: string | null;
}

/**
 * A correcting invoice for a refund: the refunded amount as a negative line at the original invoice's VAT treatment
 * and rate. None when the order has no invoice (paid before invoices were issued).
 */
export async function issueCorrectingInvoice(
  trx: Transaction<DB>,
  config: InvoicingConfig,
  refund: RefundToCorrect,
  now: Date,
): Promise<{ id: string; number: string } | null> {
  const original = await selectOrderInvoice(trx, refund.orderId);
  if (!original) return null;
  const invoice = InvoiceDocument.parse(original.document);
  const t = mailTranslator(invoice.language as Language);
  const description =
    refund.position === null
      ? t('invoice.refundOrder', { number: invoice.orderNumber ?? '' })
      : t('invoice.refundPhoto', { number: invoice.orderNumber ?? '', photo: refund.position + 1 });
  const { lines, totals } = linesWithVat(
    [{ description, quantity: 1, grossMinor: -refund.amountMinor }],
    invoice.treatment,
    invoice.vatRatePercent,
  );
  const { year, sequence, number } = await numbered(trx, config, 'correction', now);
  const document = InvoiceDocument.parse({
    ...invoice,
    kind: 'correction',
    number,
    issuedOn: calendarDate(now, config.timeZone),
    saleOn: calendarDate(now, config.timeZone),
    seller: sellerOf(config),
    lines,
    totals,
    corrects: { number: invoice.number, issuedOn: invoice.issuedOn },
    reason: refund.reason,
  });
  const order = await selectInvoiceableOrder(trx, refund.orderId);
  return insertInvoice(trx, {
    kind: 'correction',
    year,
    sequence,
    orderId: refund.orderId,
    refundId: refund.id,
    correctsId: original.id,
    clientId: order?.account_id ?? null,
    document,
    issuedAt: now,
  });
}
