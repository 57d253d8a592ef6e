// A client's style as an order keeps it (issue 33): the choices made, the client's words and the photos they like.
// The designer reads it first on the order; admins see it on the order; the client sees their own.
import { type StyleView, styleChoices } from '@photoedit/contracts';
import { formatDateTime, useTranslation } from '@photoedit/i18n';
import { cn } from '../lib/cn';
import { ReferenceThumbnails } from './ReferenceThumbnails';

export function StyleSummary({
  style,
  title,
  intro,
  headingLevel = 4,
  className,
}: {
  style: StyleView;
  title: string;
  intro?: string;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const chosen = styleChoices.filter((name) => style.choices[name] !== null);
  return (
    <section
      aria-label={title}
      data-testid="style-summary"
      className={cn('rounded-card border border-brand-200 bg-brand-50 p-4 text-sm', className)}
    >
      <Heading className="font-semibold text-ink">{title}</Heading>
      <p className="mt-1 text-ink-muted">
        {intro ? `${intro} ` : ''}
        {t('style.savedAt', { date: formatDateTime(style.savedAt, i18n.language) })}
      </p>
      {chosen.length > 0 ? (
        <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {chosen.map((name) => (
            <div key={name} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-ink">{t(`style.choices.${name}`)}:</dt>
              <dd className="text-ink">
                {/* The option belongs to the choice (StyleChoices), which the key's type cannot follow. */}
                {t(`style.options.${name}.${style.choices[name]}` as 'style.options.sky.keep')}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {style.note ? (
        <div className="mt-3">
          <p className="font-medium text-ink">{t('style.clientWords')}</p>
          <p className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{style.note}</p>
        </div>
      ) : null}
      {style.references.length > 0 ? (
        <div className="mt-3">
          <ReferenceThumbnails references={style.references} label={t('style.referencesTitle')} />
        </div>
      ) : null}
    </section>
  );
}
