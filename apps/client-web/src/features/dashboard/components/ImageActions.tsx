import type { ClientOrderImage, Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import { useImageDecisions } from '../api/image-decisions';
import { focusAfterDecision, photoActionsAttributes } from '../focus-after-decision';
import { formatDateTime } from '../format';
import { PhotoGuarantee, type PhotoGuaranteeState } from './PhotoGuarantee';
import { RevisionDialog } from './RevisionDialog';

/**
 * What the client can do with a photo (Accept, Request revision, Download, a guarantee claim) and what has been
 * decided already.
 */
export function ImageActions({
  image,
  lang,
  guarantee,
}: {
  image: ClientOrderImage;
  lang: Language;
  guarantee: PhotoGuaranteeState;
}) {
  const { t } = useTranslation('clientOrders');
  const number = image.position + 1;
  const { accept } = useImageDecisions();
  const accepting = accept.isPending && accept.variables?.orderImageId === image.orderImageId;

  return (
    <div
      className="mt-5 flex flex-wrap items-center gap-3 border-t border-border pt-4"
      {...photoActionsAttributes(image.orderImageId, image.canAccept || image.canRequestRevision)}
    >
      {image.canAccept ? (
        <Button
          onClick={() =>
            accept.mutate(
              { orderImageId: image.orderImageId },
              { onSuccess: () => focusAfterDecision(image.orderImageId) },
            )
          }
          disabled={accepting}
          aria-busy={accepting}
        >
          {t('actions.accept')}
          <span className="sr-only">: {t('detail.photo', { number })}</span>
        </Button>
      ) : null}
      {image.canRequestRevision ? <RevisionDialog image={image} /> : null}
      {image.editedDownloadUrl ? (
        <Button asChild variant="secondary">
          <a href={image.editedDownloadUrl} download>
            {t('downloads.photo')}
            <span className="sr-only">: {t('detail.photo', { number })}</span>
          </a>
        </Button>
      ) : null}
      {image.acceptedAt ? (
        <p className="text-sm font-medium text-success-700">
          {t('actions.acceptedOn', { date: formatDateTime(image.acceptedAt, lang) })}
        </p>
      ) : null}
      {image.revisionUsed ? (
        <p data-testid="revision-used" className="text-sm font-medium text-ink-muted">
          {t('actions.revisionUsed')}
        </p>
      ) : null}
      <PhotoGuarantee image={image} guarantee={guarantee} lang={lang} />
    </div>
  );
}
