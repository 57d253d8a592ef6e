import type { PhotoWarning } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import { TriangleAlert } from 'lucide-react';
import type { LookAlike } from '../photo-warnings';

/**
 * What the pre-payment check noticed about one photo, with the way to keep it as it is. A near-duplicate names
 * the other photo and shows the two side by side. Never blocks the order: the photo stays in it either way.
 */
export function PhotoWarnings({
  warnings,
  lookAlikes,
  photo,
  onDismiss,
}: {
  warnings: readonly PhotoWarning[];
  lookAlikes: readonly LookAlike[];
  photo: { name: string; thumbnailUrl: string; number: number };
  onDismiss: () => void;
}) {
  const { t } = useTranslation('wizard');
  if (warnings.length === 0) return null;
  const first = lookAlikes[0];
  return (
    <div
      className="rounded-control border border-warning-600 bg-warning-50 p-3 text-sm"
      data-testid="photo-warnings"
    >
      <p className="flex items-center gap-2 font-semibold text-warning-700">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('checks.title')}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink [overflow-wrap:anywhere]">
        {warnings.map((warning) =>
          warning === 'duplicate' ? (
            lookAlikes.map((other) => (
              <li key={`duplicate-${other.number}`}>
                {t('checks.duplicateOf', { number: other.number, name: other.name })}
              </li>
            ))
          ) : (
            <li key={warning}>{t(`checks.${warning}`)}</li>
          ),
        )}
      </ul>
      {first ? (
        <div className="mt-2 grid grid-cols-2 gap-2" data-testid="look-alikes">
          {[photo, first].map((each) => (
            <figure key={each.number} className="min-w-0">
              <img
                src={each.thumbnailUrl}
                alt={t('checks.lookAlikeAlt', { number: each.number, name: each.name })}
                className="aspect-[4/3] w-full rounded-sm bg-surface object-cover"
              />
              <figcaption className="mt-0.5 truncate text-xs text-ink-muted">
                {t('checks.photoNumber', { number: each.number })}
              </figcaption>
            </figure>
          ))}
        </div>
      ) : null}
      <Button variant="secondary" size="sm" className="mt-2" onClick={onDismiss}>
        {t('checks.keep')}
        <span className="sr-only">: {photo.name}</span>
      </Button>
    </div>
  );
}
