import type { Language, ServiceView } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Card, Container, LoadingScreen, ServiceCategoryLabel } from '@photoedit/ui';
import { Suspense } from 'react';
import { useServiceCatalogue } from '../../../lib/useServiceCatalogue';
import { ServiceCompare } from './ServiceCompare';

export function ServiceCatalogue({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-20">
      <Container className="py-16">
        <h2 id="services-title" className="text-3xl font-bold tracking-tight text-ink">
          {t('services.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">{t('services.subtitle')}</p>
        <Suspense fallback={<LoadingScreen className="min-h-64" />}>
          <ServiceCards lang={lang} />
        </Suspense>
      </Container>
    </section>
  );
}

function ServiceCards({ lang }: { lang: Language }) {
  const services = useServiceCatalogue(lang);
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

function ServiceCard({ service, lang }: { service: ServiceView; lang: Language }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Card className="flex h-full flex-col p-6" data-testid="service-card">
      <ServiceCategoryLabel category={service.category} />
      <h3 className="mt-2 text-lg font-semibold text-ink">{service.name}</h3>
      {service.beforeImageUrl && service.afterImageUrl ? (
        <div className="mt-3">
          <ServiceCompare
            name={service.name}
            beforeImageUrl={service.beforeImageUrl}
            afterImageUrl={service.afterImageUrl}
          />
        </div>
      ) : null}
      <p className="mt-2 flex-1 text-sm text-ink-muted">{service.description}</p>
      {service.portfolioImageUrls.length > 0 ? (
        <ul
          className="mt-3 grid grid-cols-4 gap-2"
          aria-label={t('services.portfolio', { name: service.name })}
        >
          {service.portfolioImageUrls.slice(0, 4).map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={t('services.portfolioAlt', { name: service.name, number: index + 1 })}
                loading="lazy"
                className="aspect-square w-full rounded-control object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 text-sm text-ink-muted">
        {t('services.from')}{' '}
        <span className="text-lg font-semibold text-ink">
          {formatMoney(service.priceMinor, service.currency, lang)}
        </span>{' '}
        {t('services.perImage')}
      </p>
    </Card>
  );
}
