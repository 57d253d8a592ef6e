import type { Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Container } from '@photoedit/ui';
import { Suspense } from 'react';
import { useServiceCatalogue } from '../../../lib/useServiceCatalogue';
import { ServiceCompare } from './ServiceCompare';

/**
 * The promise, the way into the order ("Upload photos" goes straight to the wizard) and, when the catalogue has
 * one, a before/after of our own work to drag across. The words paint at once; the before/after follows the
 * catalogue's answer. A catalogue without an example (before an admin uploads one) shows the words alone,
 * across the width, rather than an empty picture.
 */
export function Hero({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-surface">
      <Container className="grid items-center gap-10 py-16 sm:py-24 lg:has-[[data-hero-picture]]:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('hero.eyebrow')}</p>
          <h1
            id="hero-title"
            className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href="#order">{t('hero.uploadPhotos')}</a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#services">{t('hero.browseServices')}</a>
            </Button>
          </div>
        </div>
        <Suspense fallback={<CompareSpace />}>
          <HeroCompare lang={lang} />
        </Suspense>
      </Container>
    </section>
  );
}

function HeroCompare({ lang }: { lang: Language }) {
  const services = useServiceCatalogue(lang);
  const example = services.find((service) => service.beforeImageUrl && service.afterImageUrl);
  if (!example?.beforeImageUrl || !example.afterImageUrl) return null;
  return (
    <figure data-testid="hero-compare" data-hero-picture="">
      <ServiceCompare
        name={example.name}
        beforeImageUrl={example.beforeImageUrl}
        afterImageUrl={example.afterImageUrl}
      />
      <figcaption className="mt-2 text-sm text-ink-muted">{example.name}</figcaption>
    </figure>
  );
}

/** The before/after's place while the catalogue loads (the prerendered page shows it). */
function CompareSpace() {
  return <div aria-hidden="true" data-hero-picture="" className="aspect-[3/2] rounded-xl bg-brand-100/60" />;
}
