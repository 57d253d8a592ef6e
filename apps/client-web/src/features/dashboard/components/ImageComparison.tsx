import type { ClientOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { PreviewImage } from '@photoedit/ui';
import { CompareSlider } from '../../../components/compare/CompareSlider';

/** The before/after compare of a delivered photo, or the original beside a placeholder while the edit is pending. */
export function ImageComparison({ image }: { image: ClientOrderImage }) {
  const { t } = useTranslation('clientOrders');
  const number = image.position + 1;
  if (image.edited) {
    return (
      <CompareSlider
        originalSrc={image.original.previewUrl}
        editedSrc={image.edited.previewUrl}
        label={t('compare.label', { number })}
        originalAlt={t('detail.originalAlt', { number })}
        editedAlt={t('detail.editedAlt', { number })}
      />
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <figure>
        <PreviewImage src={image.original.previewUrl} alt={t('detail.originalAlt', { number })} />
        <figcaption className="mt-1 text-sm font-medium text-ink-muted">{t('detail.original')}</figcaption>
      </figure>
      <div className="flex min-h-48 items-center justify-center rounded-control border border-dashed border-border-strong bg-surface p-6 text-center text-sm text-ink-muted">
        {t('detail.editedPending')}
      </div>
    </div>
  );
}
