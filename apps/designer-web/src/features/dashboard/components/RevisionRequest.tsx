import type { DesignerOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { PhotoPanel, PinNotes, PinnedPhoto } from '@photoedit/ui';

/**
 * The client's revision request of one photo: the note (if any), and the numbered pins over the original and over the
 * delivery they were drawn on. Stays on the photo (quieter) after the revision is delivered.
 */
export function RevisionRequest({ image }: { image: DesignerOrderImage }) {
  const { t } = useTranslation('designer');
  if (!image.revisionUsed) return null;
  const number = image.position + 1;
  const open = image.revisionOpen;
  // Open: the pins sit on the current delivery; once redelivered, on the one that was replaced.
  const marked = image.revisedVersion ?? image.edited;
  return (
    <PhotoPanel
      title={open ? t('image.revisionRequested') : t('image.revisionHistory')}
      testId="revision-request"
      tone={open ? 'warning' : 'neutral'}
      headingLevel={5}
    >
      {image.revisionNote === null ? null : (
        <>
          <p className="mt-1 text-sm font-medium text-ink">{t('image.revisionNote')}:</p>
          <p className="whitespace-pre-wrap text-ink">{image.revisionNote}</p>
        </>
      )}
      {image.revisionPins.length > 0 ? (
        <>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <PinnedPhoto
              src={image.original.previewUrl}
              alt={t('order.originalAlt', { number })}
              caption={t('image.pinsOnOriginal')}
              pins={image.revisionPins}
            />
            {marked ? (
              <PinnedPhoto
                src={marked.previewUrl}
                alt={
                  image.revisedVersion ? t('order.earlierAlt', { number }) : t('order.editedAlt', { number })
                }
                caption={image.revisedVersion ? t('image.pinsOnDelivery') : t('image.pinsOnCurrent')}
                pins={image.revisionPins}
              />
            ) : null}
          </div>
          <PinNotes pins={image.revisionPins} className="mt-3" />
        </>
      ) : null}
    </PhotoPanel>
  );
}
