import { useTranslation } from '@photoedit/i18n';
import { Container } from '@photoedit/ui';

const steps = ['upload', 'services', 'details', 'pay'] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-20 border-t border-border bg-white"
    >
      <Container className="py-16">
        <h2 id="how-title" className="text-3xl font-bold tracking-tight text-ink">
          {t('howItWorks.title')}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="rounded-lg border border-border p-6">
              <p className="text-sm font-semibold text-brand-700">
                {t('howItWorks.stepNumber', { number: index + 1 })}
              </p>
              <h3 className="mt-2 font-semibold text-ink">{t(`howItWorks.steps.${step}.title`)}</h3>
              <p className="mt-2 text-sm text-ink-muted">{t(`howItWorks.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
