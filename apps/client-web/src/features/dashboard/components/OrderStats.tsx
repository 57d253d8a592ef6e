import { type ClientOrderStats, defaultCurrency, type Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Card, Spinner } from '@photoedit/ui';
import { formatMoney, formatNumber } from '../format';

/** The three figures of SPEC §2: active orders, total orders, total spent. */
export function OrderStats({
  stats,
  loading,
  failed,
  lang,
}: {
  stats: ClientOrderStats | undefined;
  loading: boolean;
  failed: boolean;
  lang: Language;
}) {
  const { t } = useTranslation(['dashboard', 'common', 'clientOrders']);
  const spent =
    stats && stats.totalSpent.length > 0
      ? stats.totalSpent.map((money) => formatMoney(money, lang)).join(' + ')
      : // Nothing spent yet: nothing names a currency, so the catalogue's.
        formatMoney({ amountMinor: 0, currency: defaultCurrency }, lang);
  const figures = [
    { id: 'active', label: t('dashboard:client.stats.activeOrders'), value: stats?.activeOrders },
    { id: 'total', label: t('dashboard:client.stats.totalOrders'), value: stats?.totalOrders },
    { id: 'spent', label: t('dashboard:client.stats.totalSpent'), value: stats ? spent : undefined },
  ];

  return (
    <section aria-label={t('dashboard:client.stats.label')} className="mt-8" aria-busy={loading}>
      {failed ? (
        <p role="alert" className="rounded-card border border-error-600/30 bg-error-50 p-4 text-error-700">
          {t('common:messages.loadFailed', { item: t('clientOrders:items.stats') })}
        </p>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-3">
          {figures.map((figure) => (
            <Card key={figure.id} className="p-5" data-testid={`stat-${figure.id}`}>
              <dt className="text-sm font-medium text-ink-muted">{figure.label}</dt>
              <dd className="mt-2 text-3xl font-semibold tracking-tight text-ink">
                {figure.value === undefined ? (
                  <>
                    <Spinner size="sm" />
                    <span className="sr-only">{t('common:loading')}</span>
                  </>
                ) : typeof figure.value === 'number' ? (
                  formatNumber(figure.value, lang)
                ) : (
                  figure.value
                )}
              </dd>
            </Card>
          ))}
        </dl>
      )}
    </section>
  );
}
