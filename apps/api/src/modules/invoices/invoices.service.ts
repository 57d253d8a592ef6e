// Reading invoices: a client's own (the Billing page), an admin's month (the console and the accountant's export),
// and one invoice's PDF for whoever may see it: its client, or an admin.

import { Readable } from 'node:stream';
import {
  type AdminInvoicesMonth,
  billingMessageKeys,
  type InvoiceSummary,
  invoiceExportPath,
  invoicePdfPath,
} from '@photoedit/contracts';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../errors';
import type { AccessViewer } from '../access';
import { signDownloadPath, streamZip, type ZipEntry } from '../orders';
import type { ServiceDeps } from '../service-deps';
import { InvoiceDocument } from './invoices.document';
import { renderInvoicePdf } from './invoices.pdf';
import {
  type InvoiceSummaryRow,
  selectClientInvoices,
  selectInvoice,
  selectMonthInvoices,
  selectVisibleInvoice,
} from './invoices.queries';

export type InvoicesDeps = ServiceDeps<'invoicing' | 'media'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An issued invoice's PDF, drawn from its frozen document. */
const pdfOf = (document: unknown) => renderInvoicePdf(InvoiceDocument.parse(document));

const toSummary = (deps: Pick<InvoicesDeps, 'config' | 'now'>, row: InvoiceSummaryRow): InvoiceSummary => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  orderNumber: row.order_number,
  correctsNumber: row.corrects_number,
  issuedAt: row.issued_at.toISOString(),
  currency: row.currency,
  language: row.language,
  buyerName: InvoiceDocument.parse(row.document).buyer.name,
  netMinor: row.net_minor,
  vatMinor: row.vat_minor,
  grossMinor: row.gross_minor,
  pdfUrl: signDownloadPath(deps.config.media, invoicePdfPath(row.id), deps.now()),
});

export async function clientInvoices(deps: InvoicesDeps, clientId: string): Promise<InvoiceSummary[]> {
  return (await selectClientInvoices(deps.db, clientId)).map((row) => toSummary(deps, row));
}

export async function monthInvoices(deps: InvoicesDeps, month: string): Promise<AdminInvoicesMonth> {
  const rows = await selectMonthInvoices(deps.db, month, deps.config.invoicing.timeZone);
  const sign = (path: string) => signDownloadPath(deps.config.media, path, deps.now());
  return {
    invoices: rows.map((row) => toSummary(deps, row)),
    csvUrl: sign(invoiceExportPath(month, 'csv')),
    zipUrl: sign(invoiceExportPath(month, 'zip')),
  };
}

/** The accountant's export of a month: the CSV, or a ZIP of the CSV and every PDF (rendered one at a time). */
export async function monthExport(deps: InvoicesDeps, month: string, format: 'csv' | 'zip') {
  const rows = await selectMonthInvoices(deps.db, month, deps.config.invoicing.timeZone);
  const csv = invoicesCsv(rows);
  const name = `invoices-${month}`;
  if (format === 'csv') return { format, fileName: `${name}.csv`, csv };
  const entries: ZipEntry[] = rows.map((row) => ({
    name: `${name}/${invoiceFileName(row.number)}`,
    version: row.id,
    open: async () => Readable.from([await pdfOf(row.document)]),
  }));
  const zip = streamZip(
    entries,
    [{ name: `${name}/${name}.csv`, text: csv }],
    new Date(`${month}-01T00:00:00Z`),
  );
  return { format, fileName: `${name}.zip`, zip };
}

/** The PDF's file name: FV-2026-00012.pdf. */
export const invoiceFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/**
 * An invoice's PDF for whoever holds its signed address (handed only to its client and admins) or may see it
 * (access: invoiceVisibleTo); anyone else, and an unknown id, 404.
 */
export async function invoicePdf(
  deps: Pick<InvoicesDeps, 'db'>,
  access: { signed: boolean; viewer: AccessViewer | null },
  invoiceId: string,
) {
  const invoice = !uuidPattern.test(invoiceId)
    ? undefined
    : access.signed
      ? await selectInvoice(deps.db, invoiceId)
      : access.viewer
        ? await selectVisibleInvoice(deps.db, invoiceId, access.viewer)
        : undefined;
  if (!invoice) throw new AppError('NOT_FOUND', billingMessageKeys.invoiceNotFound);
  return {
    fileName: invoiceFileName(invoice.number),
    bytes: await pdfOf(invoice.document),
  };
}

/** A PDF attached to a mail (the mail's `attachments`), by the invoice's id. */
export async function invoiceAttachment(deps: Pick<InvoicesDeps, 'db'>, invoiceId: string) {
  const invoice = await selectInvoice(deps.db, invoiceId);
  if (!invoice) return null;
  return {
    filename: invoiceFileName(invoice.number),
    content: await pdfOf(invoice.document),
    contentType: 'application/pdf',
  };
}

const amount = (minor: number) => (minor / 100).toFixed(2);

/** The month's invoices for the accountant: one row each, amounts in major units with a dot. */
function invoicesCsv(rows: readonly InvoiceSummaryRow[]) {
  return stringify(
    rows.map((row) => {
      const document = InvoiceDocument.parse(row.document);
      return [
        row.number,
        row.kind,
        row.corrects_number ?? '',
        document.issuedOn,
        document.saleOn,
        row.order_number,
        document.buyer.name,
        document.buyer.country ?? '',
        document.buyer.vatId ?? '',
        document.treatment,
        document.vatRatePercent,
        row.currency,
        amount(row.net_minor),
        amount(row.vat_minor),
        amount(row.gross_minor),
      ];
    }),
    {
      header: true,
      columns: [
        'number',
        'kind',
        'corrects',
        'issued_on',
        'sale_on',
        'order',
        'buyer',
        'buyer_country',
        'buyer_vat_id',
        'vat_treatment',
        'vat_rate',
        'currency',
        'net',
        'vat',
        'gross',
      ],
    },
  );
}
