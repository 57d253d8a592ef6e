import { deliveryHours, guaranteeDays, onTimeDeliveryPercent } from '@photoedit/contracts';
import { formatPercent, useTranslation } from '@photoedit/i18n';
import { Container } from '@photoedit/ui';

export function Claims() {
  const { t, i18n } = useTranslation('home');
  const claims = [
    {
      id: 'delivery',
      title: t('claims.delivery.title', { hours: deliveryHours }),
      body: t('claims.delivery.body'),
    },
    {
      id: 'onTime',
      title: t('claims.onTime.title', { percent: formatPercent(onTimeDeliveryPercent / 100, i18n.language) }),
      body: t('claims.onTime.body'),
    },
    {
      id: 'guarantee',
      title: t('claims.guarantee.title', { days: guaranteeDays }),
      body: t('claims.guarantee.body'),
    },
  ];
  return (
    <section aria-label={t('claims.label')} className="border-y border-border bg-white">
      <Container>
        <ul className="grid gap-6 py-10 sm:grid-cols-3">
          {claims.map((claim) => (
            <li key={claim.id} className="text-center" data-testid={`claim-${claim.id}`}>
              <p className="text-2xl font-bold text-brand-700">{claim.title}</p>
              <p className="mt-1 text-sm text-ink-muted">{claim.body}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
