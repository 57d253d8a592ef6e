// The listing consistency check's report (issue 33): "Consistent across the listing", or how many photos are
// consistent and why each other one stands out. The designer's preview, the client's order and the admin's order
// show it.
import type { ListingLookReport, LookFlag } from '@photoedit/contracts';
import { formatNumber, useTranslation } from '@photoedit/i18n';
import { cn } from '../lib/cn';

export function useLookReasons() {
  const { t, i18n } = useTranslation('dashboard');
  return (flags: readonly LookFlag[]) =>
    flags
      .map((flag) =>
        t(`look.flags.${flag.kind}`, { amount: formatNumber(Math.abs(flag.amount), i18n.language) }),
      )
      .join('; ');
}

export function ListingLook({
  report,
  hint,
  headingLevel = 3,
  className,
}: {
  report: ListingLookReport;
  /** Under the flags: what the reader can do about them. */
  hint?: string;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const { t } = useTranslation('dashboard');
  const reasons = useLookReasons();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const consistent = report.outliers.length === 0;
  return (
    <section
      aria-label={t('look.title')}
      data-testid="listing-look"
      className={cn(
        'rounded-card border p-4 text-sm',
        consistent ? 'border-success-600 bg-success-50' : 'border-warning-600 bg-warning-50',
        className,
      )}
    >
      <Heading className="font-semibold text-ink">{t('look.title')}</Heading>
      {consistent ? (
        <p className="mt-1 font-medium text-success-700" data-testid="look-consistent">
          {t('look.consistent')}
        </p>
      ) : (
        <>
          <p className="mt-1 font-medium text-warning-700" data-testid="look-summary">
            {t('look.summary', { consistent: report.consistent, measured: report.measured })}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
            {report.outliers.map((photo) => (
              <li key={photo.number} data-testid="look-outlier">
                {t('look.photo', { number: photo.number, reasons: reasons(photo.flags) })}
              </li>
            ))}
          </ul>
          {hint ? <p className="mt-2 text-ink-muted">{hint}</p> : null}
        </>
      )}
    </section>
  );
}
