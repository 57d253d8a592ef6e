import { formatPercent, useTranslation } from '@photoedit/i18n';
import { Card, Container } from '@photoedit/ui';
import { useTurnarounds } from '../../../lib/useTurnarounds';

/** What each turnaround the admin offers costs against the service prices (Express more, Economy less). */
export function TurnaroundPrices() {
  const { t, i18n } = useTranslation('home');
  const percent = (change: number) => formatPercent(Math.abs(change) / 100, i18n.language);
  const tiers = useTurnarounds().data ?? [];
  if (tiers.length < 2) return null;
  return (
    <section id="turnaround" aria-labelledby="turnaround-title" className="scroll-mt-20">
      <Container className="pb-16">
        <h2 id="turnaround-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('turnaround.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">{t('turnaround.subtitle')}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {tiers.map((tier) => {
            const change = tier.percent - 100;
            return (
              <li key={tier.tier}>
                <Card className="h-full p-5" data-testid="turnaround-price">
                  <h3 className="text-lg font-semibold text-ink">{t(`turnaround.tiers.${tier.tier}`)}</h3>
                  <p className="mt-1 text-ink">{t('turnaround.hours', { hours: tier.hours })}</p>
                  <p className="mt-1 font-semibold text-brand-700">
                    {change > 0
                      ? t('turnaround.more', { percent: percent(change) })
                      : change < 0
                        ? t('turnaround.less', { percent: percent(change) })
                        : t('turnaround.same')}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
