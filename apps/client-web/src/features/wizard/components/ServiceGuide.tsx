import type { Language, ServiceView } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { ServiceCategoryLabel } from '@photoedit/ui';
import type { ReactNode } from 'react';

/** What each service does, on demand: name, category, price, description and its before/after example. */
export function ServiceGuide({ services, lang }: { services: readonly ServiceView[]; lang: Language }) {
  const { t } = useTranslation(['wizard', 'common']);
  return (
    <details className="rounded-card border border-border bg-white p-4" data-testid="service-guide">
      <summary className="cursor-pointer font-medium text-brand-700">{t('guide.title')}</summary>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        {services.map((service) => (
          <li key={service.id} className="rounded-control border border-border p-3">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium text-ink">{service.name}</span>
              <span className="text-sm font-semibold text-ink">
                {formatMoney(service.priceMinor, service.currency, lang)}
              </span>
            </p>
            <ServiceCategoryLabel category={service.category} />
            <p className="mt-1 text-sm text-ink-muted">{service.description}</p>
            {service.beforeImageUrl && service.afterImageUrl ? (
              <div className="mt-2 grid grid-cols-2 gap-2 text-xs text-ink-muted">
                <Example src={service.beforeImageUrl} alt={t('services.beforeAlt', { name: service.name })}>
                  {t('services.before')}
                </Example>
                <Example src={service.afterImageUrl} alt={t('services.afterAlt', { name: service.name })}>
                  {t('services.after')}
                </Example>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

function Example({ src, alt, children }: { src: string; alt: string; children: ReactNode }) {
  return (
    <figure>
      <img src={src} alt={alt} loading="lazy" className="aspect-[4/3] w-full rounded-control object-cover" />
      <figcaption>{children}</figcaption>
    </figure>
  );
}
