import type { PhotoWarning } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import { TriangleAlert } from 'lucide-react';

/**
 * What the pre-payment check noticed about one photo, with the way to keep it as it is. Never blocks the order:
 * the photo stays in it either way.
 */
export function PhotoWarnings({
  warnings,
  photoName,
  onDismiss,
}: {
  warnings: readonly PhotoWarning[];
  photoName: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('wizard');
  if (warnings.length === 0) return null;
  return (
    <div
      className="rounded-control border border-warning-600 bg-warning-50 p-3 text-sm"
      data-testid="photo-warnings"
    >
      <p className="flex items-center gap-2 font-semibold text-warning-700">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('checks.title')}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
        {warnings.map((warning) => (
          <li key={warning}>{t(`checks.${warning}`)}</li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onDismiss}>
        {t('checks.keep')}
        <span className="sr-only">: {photoName}</span>
      </Button>
    </div>
  );
}
