import type { ClientOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, ConfirmDialog } from '@photoedit/ui';
import { useImageDecisions } from '../api/image-decisions';
import { acceptAllWording, photoNumberRanges } from '../photo-filters';

/**
 * Accept all / Accept the rest: every photo still to review, after a confirmation that names how many and which.
 * Shown while two or more photos wait (one is the photo's own Accept).
 */
export function AcceptRemaining({
  images,
  onAccepted,
}: {
  images: readonly ClientOrderImage[];
  onAccepted: () => void;
}) {
  const { t } = useTranslation('clientOrders');
  const { acceptPhotos } = useImageDecisions();
  const toReview = images.filter((image) => image.canAccept);
  if (toReview.length < 2) return null;
  const count = toReview.length;
  const numbers = photoNumberRanges(toReview.map((image) => image.position + 1));

  return (
    <div className="mt-4">
      <ConfirmDialog
        trigger={
          <Button disabled={acceptPhotos.isPending} aria-busy={acceptPhotos.isPending}>
            {t(`overview.${acceptAllWording(images)}`, { count })}
          </Button>
        }
        title={t('overview.confirmTitle', { count })}
        description={t('overview.confirmText', { count, numbers })}
        confirmLabel={t('overview.confirm', { count })}
        cancelLabel={t('overview.cancel')}
        confirmVariant="primary"
        onConfirm={() =>
          acceptPhotos.mutate(
            { orderImageIds: toReview.map((image) => image.orderImageId) },
            { onSuccess: onAccepted },
          )
        }
      />
    </div>
  );
}
