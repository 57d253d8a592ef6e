import { useTranslation } from '@photoedit/i18n';
import { usePageTitle } from '../app/page-title';
import { Container } from '../components/Container';

interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** Renders a legal text kept in the `legal` namespace: a title, the last-updated line and its sections. */
export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const sections: readonly LegalSection[] = t(`${document}.sections`, { returnObjects: true });
  usePageTitle(t(`${document}.title`));
  return (
    <Container className="max-w-3xl py-12">
      <article className="prose-legal">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t(`${document}.title`)}</h1>
        <p className="mt-2 text-sm text-ink-muted">{t('lastUpdated')}</p>
        {sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold text-ink">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </Container>
  );
}
