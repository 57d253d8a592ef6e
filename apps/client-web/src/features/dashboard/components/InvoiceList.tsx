// The Billing page's invoices (issue 35): every invoice and correcting invoice, newest first, each a PDF link.
import type { InvoiceSummary, Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { formatDateTime, formatMoney } from '../format';

export function InvoiceList({ invoices, lang }: { invoices: readonly InvoiceSummary[]; lang: Language }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="billing-invoices" className="mt-8">
      <h2 id="billing-invoices" className="text-xl font-semibold text-ink">
        {t('invoices.title')}
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('invoices.empty')}</p>
      ) : (
        <ul
          className="mt-3 divide-y divide-border rounded-card border border-border bg-white"
          data-testid="invoices"
        >
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 p-4">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {t(`invoices.kinds.${invoice.kind}`)} {invoice.number}
                </p>
                <p className="text-sm text-ink-muted">
                  {invoice.orderNumber === null
                    ? t('invoices.creditPurchase')
                    : t('billing.order', { number: invoice.orderNumber })}
                  {invoice.correctsNumber
                    ? ` · ${t('invoices.corrects', { number: invoice.correctsNumber })}`
                    : null}
                  {' · '}
                  <time dateTime={invoice.issuedAt}>{formatDateTime(invoice.issuedAt, lang)}</time>
                </p>
              </div>
              <div className="flex items-center gap-4">
                <span className="font-semibold text-ink">
                  {formatMoney({ amountMinor: invoice.grossMinor, currency: invoice.currency }, lang)}
                </span>
                <a
                  href={invoice.pdfUrl}
                  download
                  aria-label={`${t('invoices.download')} ${invoice.number}`}
                  className="inline-flex min-h-11 items-center rounded-control px-3 font-medium text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {t('invoices.download')}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
