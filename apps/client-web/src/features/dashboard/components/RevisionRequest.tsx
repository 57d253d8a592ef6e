import type { ClientOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { PhotoPanel, PinNotes, PinnedPhoto } from '@photoedit/ui';

/** The client's own revision request of a photo: the note and the numbered pins over the delivery they marked. */
export function RevisionRequest({ image }: { image: ClientOrderImage }) {
  const { t } = useTranslation('clientOrders');
  if (!image.revisionUsed) return null;
  const number = image.position + 1;
  // Once the new version arrived the pins stay on the delivery they were drawn on.
  const marked = image.revisedVersion ?? image.edited;
  return (
    <PhotoPanel title={t('detail.revisionNote')} testId="revision-request">
      {image.revisionNote === null ? null : (
        <p className="mt-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{image.revisionNote}</p>
      )}
      {image.revisionPins.length > 0 && marked ? (
        <div className="mt-3 grid items-start gap-4 md:grid-cols-2">
          <PinnedPhoto
            src={marked.previewUrl}
            alt={image.revisedVersion ? t('pins.earlierAlt', { number }) : t('detail.editedAlt', { number })}
            caption={image.revisedVersion ? t('pins.onEarlier') : t('pins.onCurrent')}
            pins={image.revisionPins}
          />
          <PinNotes pins={image.revisionPins} />
        </div>
      ) : null}
    </PhotoPanel>
  );
}
