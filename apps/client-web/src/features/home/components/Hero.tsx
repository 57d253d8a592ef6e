import { useTranslation } from '@photoedit/i18n';
import { Button, Container } from '@photoedit/ui';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-surface">
      <Container className="py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-muted">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <a href="#services">{t('hero.browseServices')}</a>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <a href="#how-it-works">{t('hero.howItWorks')}</a>
          </Button>
        </div>
      </Container>
    </section>
  );
}
