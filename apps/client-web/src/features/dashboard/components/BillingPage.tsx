import { type BillingOverview, type Language, teamMessageKeys } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { ButtonLink, Card, Container, StatusLine, usePageTitle } from '@photoedit/ui';
import { errorMessageKey, translateMessageKey, useLeaveWhenSignedOut } from '@photoedit/web-client';
import { Link } from '@tanstack/react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useBilling, useBillingProfile, useInvoices } from '../api/billing';
import { formatDateTime, formatMoney } from '../format';
import { BillingProfileForm } from './BillingProfileForm';
import { CreditPacks } from './CreditPacks';
import { InvoiceList } from './InvoiceList';

/**
 * /{lang}/dashboard/billing: the client's credit balance per currency and every movement of it (issue 34), who the
 * invoices are made out to and the invoices (issue 35).
 */
export function BillingPage({ lang, purchase }: { lang: Language; purchase?: string | undefined }) {
  const { t } = useTranslation(['dashboard', 'common']);
  usePageTitle(t('billing.title'));
  useLeaveWhenSignedOut('client');
  const billing = useBilling();
  return (
    <Container className="py-10">
      <ButtonLink to="/$lang/dashboard" params={{ lang }} variant="ghost" size="sm">
        ← {t('client.title')}
      </ButtonLink>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-ink">{t('billing.title')}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('billing.intro')}</p>
      <div className="mt-8">
        {billing.isPending ? (
          <StatusLine>{t('common:loading')}</StatusLine>
        ) : billing.isError && errorMessageKey(billing.error) === teamMessageKeys.billingForbidden ? (
          <p role="status" className="rounded-control bg-info-50 px-3 py-2 text-info-700">
            {translateMessageKey(teamMessageKeys.billingForbidden)}
          </p>
        ) : billing.isError ? (
          <LoadFailedAlert item={t('billing.title')} onRetry={() => void billing.refetch()} />
        ) : (
          <Billing overview={billing.data} lang={lang} />
        )}
      </div>
      {billing.isError ? null : (
        <>
          <CreditPacks lang={lang} returnedPurchase={purchase} />
          <Invoicing lang={lang} />
        </>
      )}
    </Container>
  );
}

/** The billing details and the invoices, each loaded on its own. */
function Invoicing({ lang }: { lang: Language }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const profile = useBillingProfile();
  const invoices = useInvoices();
  return (
    <>
      <div className="mt-8">
        {profile.isPending ? (
          <StatusLine>{t('common:loading')}</StatusLine>
        ) : profile.isError ? (
          <LoadFailedAlert item={t('billingProfile.title')} onRetry={() => void profile.refetch()} />
        ) : (
          <BillingProfileForm profile={profile.data} lang={lang} />
        )}
      </div>
      {invoices.isPending ? (
        <StatusLine>{t('common:loading')}</StatusLine>
      ) : invoices.isError ? (
        <LoadFailedAlert item={t('invoices.title')} onRetry={() => void invoices.refetch()} />
      ) : (
        <InvoiceList invoices={invoices.data} lang={lang} />
      )}
    </>
  );
}

function Billing({ overview, lang }: { overview: BillingOverview; lang: Language }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-ink">{t('billing.balancesTitle')}</h2>
        {overview.balances.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('billing.noBalance')}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-6" data-testid="credit-balances">
            {overview.balances.map((balance) => (
              <li key={balance.currency} className="text-2xl font-semibold text-ink">
                {formatMoney(balance, lang)}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 max-w-2xl text-sm text-ink-muted">
          {t('billing.policy')}{' '}
          <Link
            to="/$lang/terms"
            params={{ lang }}
            className="font-medium text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus"
          >
            {t('billing.termsLink')}
          </Link>
        </p>
      </Card>
      <section aria-labelledby="billing-history" className="mt-8">
        <h2 id="billing-history" className="text-xl font-semibold text-ink">
          {t('billing.historyTitle')}
        </h2>
        {overview.entries.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('billing.empty')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-card border border-border bg-white">
            {overview.entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 p-4"
              >
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {t(`billing.kinds.${entry.kind}`)}
                    {entry.orderNumber === null ? null : (
                      <span className="text-ink-muted">
                        {' '}
                        · {t('billing.order', { number: entry.orderNumber })}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-ink-muted">
                    <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
                  </p>
                </div>
                <p className="text-right">
                  <span
                    className={
                      entry.amount.amountMinor > 0
                        ? 'font-semibold text-success-700'
                        : 'font-semibold text-ink'
                    }
                  >
                    {entry.amount.amountMinor > 0 ? '+' : '−'}
                    {formatMoney({ ...entry.amount, amountMinor: Math.abs(entry.amount.amountMinor) }, lang)}
                  </span>
                  <span className="block text-sm text-ink-muted">
                    {t('billing.balanceAfter')}:{' '}
                    {formatMoney(
                      { amountMinor: entry.balanceAfterMinor, currency: entry.amount.currency },
                      lang,
                    )}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
