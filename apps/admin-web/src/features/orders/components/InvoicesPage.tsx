// The Invoices tab (issue 35): the invoices and correcting invoices issued in a month (the seller's calendar), each
// with its PDF, and the accountant's export: a CSV, or a ZIP of the CSV and every PDF.
import type { InvoiceSummary } from '@photoedit/contracts';
import { formatDateTime, formatMoney, useTranslation } from '@photoedit/i18n';
import { LoadState, PageHeading, TextField, usePageTitle } from '@photoedit/ui';
import { useState } from 'react';
import { useMonthInvoices } from '../api/invoices';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const linkClass =
  'inline-flex min-h-11 items-center rounded-control border border-border-strong bg-white px-4 text-sm font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

export function InvoicesPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('invoices.title'));
  const [month, setMonth] = useState(thisMonth);
  const invoices = useMonthInvoices(month);
  return (
    <div>
      <PageHeading title={t('invoices.title')} intro={t('invoices.intro')} />
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <TextField
          type="month"
          label={t('invoices.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        {invoices.data ? (
          <>
            <a href={invoices.data.csvUrl} download className={linkClass}>
              {t('invoices.csv')}
            </a>
            <a href={invoices.data.zipUrl} download className={linkClass}>
              {t('invoices.zip')}
            </a>
          </>
        ) : null}
      </div>
      <div className="mt-6">
        {invoices.data ? (
          <InvoiceTable invoices={invoices.data.invoices} />
        ) : (
          <LoadState
            error={invoices.error}
            item={t('invoices.title')}
            onRetry={() => void invoices.refetch()}
          />
        )}
      </div>
    </div>
  );
}

function InvoiceTable({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  if (invoices.length === 0) return <p className="text-ink-muted">{t('invoices.none')}</p>;
  const money = (minor: number, invoice: InvoiceSummary) =>
    formatMoney(minor, invoice.currency, i18n.language);
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-white">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t('invoices.title')}</caption>
        <thead className="border-b border-border text-ink-muted">
          <tr>
            <th scope="col" className="p-3 font-medium">
              {t('invoices.number')}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t('invoices.issued')}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t('invoices.buyer')}
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              {t('invoices.net')}
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              {t('invoices.vat')}
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              {t('invoices.gross')}
            </th>
            <th scope="col" className="p-3 font-medium">
              <span className="sr-only">{t('invoices.pdf')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row" className="p-3 font-medium text-ink">
                {invoice.number}
                <span className="block text-xs font-normal text-ink-muted">
                  {invoice.kind === 'correction'
                    ? t('invoices.corrects', { number: invoice.correctsNumber ?? '' })
                    : invoice.orderNumber === null
                      ? t('invoices.creditPurchase')
                      : t('invoices.order', { number: invoice.orderNumber })}
                </span>
              </th>
              <td className="p-3">{formatDateTime(invoice.issuedAt, i18n.language)}</td>
              <td className="p-3 [overflow-wrap:anywhere]">{invoice.buyerName}</td>
              <td className="p-3 text-right tabular-nums">{money(invoice.netMinor, invoice)}</td>
              <td className="p-3 text-right tabular-nums">{money(invoice.vatMinor, invoice)}</td>
              <td className="p-3 text-right tabular-nums">{money(invoice.grossMinor, invoice)}</td>
              <td className="p-3">
                <a
                  href={invoice.pdfUrl}
                  download
                  aria-label={`${t('invoices.pdf')} ${invoice.number}`}
                  className="font-medium text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {t('invoices.pdf')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
