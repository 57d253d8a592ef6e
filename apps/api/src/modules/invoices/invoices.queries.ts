// The invoices' reads and writes.
import type { InvoiceKind } from '@photoedit/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB, Executor } from '../../db/tables';
import { type AccessViewer, invoiceVisibleTo } from '../access';
import type { InvoiceDocument } from './invoices.document';

/** What an order's invoice is made from. */
export const selectInvoiceableOrder = (db: Executor, orderId: string) =>
  db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'client_id',
      'contact_email',
      'contact_first_name',
      'contact_last_name',
      'billing',
      'language',
      'currency',
      'subtotal_minor',
      'turnaround',
      'turnaround_hours',
      'turnaround_minor',
      'discount_minor',
      'discount_code_id',
      'credit_minor',
      'total_minor',
      'paid_at',
      'payment_provider',
      // Whose invoices the order's are: its organisation's owner (issue 35), else its client.
      (eb) =>
        eb.fn
          .coalesce(
            eb
              .selectFrom('organisations as g')
              .select('g.owner_id')
              .whereRef('g.id', '=', 'orders.organisation_id'),
            'orders.client_id',
          )
          .as('account_id'),
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();

export const selectOrderBlendSurcharges = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_images')
    .select('blend_surcharge_minor')
    .where('order_id', '=', orderId)
    .where('blend_surcharge_minor', '>', 0)
    .orderBy('position')
    .execute();

export const selectOrderInvoice = (db: Executor, orderId: string) =>
  db
    .selectFrom('invoices')
    .select(['id', 'number', 'document'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();

export const selectCorrectingInvoice = (db: Executor, refundId: string) =>
  db.selectFrom('invoices').select(['id', 'number']).where('refund_id', '=', refundId).executeTakeFirst();

export interface NewInvoice {
  kind: InvoiceKind;
  year: number;
  sequence: number;
  orderId: string | null;
  purchaseId?: string | null;
  refundId: string | null;
  correctsId: string | null;
  clientId: string | null;
  document: InvoiceDocument;
  issuedAt: Date;
}

export const insertInvoice = (db: Executor, invoice: NewInvoice) =>
  db
    .insertInto('invoices')
    .values({
      kind: invoice.kind,
      year: invoice.year,
      sequence: invoice.sequence,
      number: invoice.document.number,
      order_id: invoice.orderId,
      order_number: invoice.document.orderNumber,
      purchase_id: invoice.purchaseId ?? null,
      refund_id: invoice.refundId,
      corrects_id: invoice.correctsId,
      client_id: invoice.clientId,
      language: invoice.document.language,
      currency: invoice.document.currency,
      net_minor: invoice.document.totals.netMinor,
      vat_minor: invoice.document.totals.vatMinor,
      gross_minor: invoice.document.totals.grossMinor,
      issued_at: invoice.issuedAt,
      document: JSON.stringify(invoice.document),
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();

const summaryColumns = [
  'i.id',
  'i.kind',
  'i.number',
  'i.order_number',
  'i.issued_at',
  'i.currency',
  'i.language',
  'i.net_minor',
  'i.vat_minor',
  'i.gross_minor',
  'i.document',
  'c.number as corrects_number',
] as const;

/** A client's invoices, newest first. */
export const selectClientInvoices = (db: Executor, clientId: string) =>
  db
    .selectFrom('invoices as i')
    .leftJoin('invoices as c', 'c.id', 'i.corrects_id')
    .select(summaryColumns)
    .where('i.client_id', '=', clientId)
    .orderBy('i.issued_at', 'desc')
    .orderBy('i.number', 'desc')
    .execute();

/** Every invoice issued in a calendar month of `timeZone` (YYYY-MM), in the order they were issued. */
export const selectMonthInvoices = (db: Executor, month: string, timeZone: string) =>
  db
    .selectFrom('invoices as i')
    .leftJoin('invoices as c', 'c.id', 'i.corrects_id')
    .select(summaryColumns)
    .where('i.issued_at', '>=', sql<Date>`(${`${month}-01`}::date)::timestamp AT TIME ZONE ${timeZone}`)
    .where(
      'i.issued_at',
      '<',
      sql<Date>`((${`${month}-01`}::date + interval '1 month')::timestamp) AT TIME ZONE ${timeZone}`,
    )
    .orderBy('i.issued_at')
    .orderBy('i.number')
    .execute();

export type InvoiceSummaryRow = Awaited<ReturnType<typeof selectClientInvoices>>[number];

/** One invoice, when the viewer may see it (access: invoiceVisibleTo). */
export const selectVisibleInvoice = (db: Executor, invoiceId: string, viewer: AccessViewer) =>
  db
    .selectFrom('invoices as i')
    .select(['i.id', 'i.number', 'i.document'])
    .where('i.id', '=', invoiceId)
    .where(invoiceVisibleTo('i', viewer))
    .executeTakeFirst();

/** One invoice by id, for a mail that attaches it. */
export const selectInvoice = (db: Executor, invoiceId: string) =>
  db
    .selectFrom('invoices')
    .select(['id', 'number', 'document'])
    .where('id', '=', invoiceId)
    .executeTakeFirst();

/** The series' counter one up (created at 1), its row locked until the transaction ends. */
export const incrementInvoiceCounter = async (trx: Transaction<DB>, kind: InvoiceKind, year: number) =>
  (
    await trx
      .insertInto('invoice_counters')
      .values({ kind, year, last_number: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['kind', 'year'])
          .doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow()
  ).last_number;

/** What a correcting invoice says of its refund: the amount, the photo, the reason and who asked. */
export const selectRefundToCorrect = (db: Executor, refundId: string) =>
  db
    .selectFrom('order_refunds as r')
    .leftJoin('order_images as i', 'i.id', 'r.order_image_id')
    .select(['r.id', 'r.amount_minor', 'r.reason', 'r.requested_by', 'i.position'])
    .where('r.id', '=', refundId)
    .executeTakeFirstOrThrow();

/** What a credit purchase's invoice is made from: the purchase and its client's e-mail. */
export const selectPurchaseForInvoice = (db: Executor, purchaseId: string) =>
  db
    .selectFrom('credit_purchases as p')
    .innerJoin('users as u', 'u.id', 'p.client_id')
    .select([
      'p.id',
      'p.client_id',
      'p.currency',
      'p.price_minor',
      'p.credit_minor',
      'p.language',
      'p.paid_at',
      'p.payment_provider',
      'u.email',
      'u.first_name',
      'u.last_name',
    ])
    .where('p.id', '=', purchaseId)
    .executeTakeFirst();

export const selectPurchaseInvoice = (db: Executor, purchaseId: string) =>
  db.selectFrom('invoices').select(['id', 'number']).where('purchase_id', '=', purchaseId).executeTakeFirst();
