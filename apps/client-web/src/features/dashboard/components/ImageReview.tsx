import type { ClientOrderImage, Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { BracketFrames, Button, Card, ReferenceThumbnails } from '@photoedit/ui';
import type { Ref } from 'react';
import { photoTitleId } from '../focus-after-decision';
import { ImageActions } from './ImageActions';
import { ImageComparison } from './ImageComparison';
import { ImageServicesAndNotes } from './ImageServicesAndNotes';
import { ImageStateBadge } from './ImageStateBadge';
import type { PhotoGuaranteeState } from './PhotoGuarantee';
import { PinnedInstructions } from './PinnedInstructions';
import { RevisionRequest } from './RevisionRequest';

/**
 * One photo of an order: the before/after compare (or the original while the edit is pending), the full-screen
 * viewer, its services and notes, the revision request with its marks, Download, Accept and Request revision.
 */
export function ImageReview({
  image,
  lang,
  awaitingDesigner,
  onView,
  viewButtonRef,
  guarantee,
}: {
  image: ClientOrderImage;
  /** The photo's 30-day guarantee: its claim, or until when one can be opened. */
  guarantee: PhotoGuaranteeState;
  lang: Language;
  /** No designer has claimed the order yet: its photos are not being edited. */
  awaitingDesigner: boolean;
  /** Opens this photo in the full-screen viewer. */
  onView: () => void;
  /** The "View full screen" button, to return focus to when the viewer closes on this photo. */
  viewButtonRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('clientOrders');
  const number = image.position + 1;
  const titleId = photoTitleId(image.orderImageId);

  return (
    <Card className="p-5" role="group" aria-labelledby={titleId} data-testid="order-image">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
          {t('detail.photo', { number })}
          {image.originalFileName ? (
            <span className="ml-2 text-sm font-normal text-ink-muted [overflow-wrap:anywhere]">
              {image.originalFileName}
            </span>
          ) : null}
        </h3>
        <ImageStateBadge state={image.state} awaitingDesigner={awaitingDesigner} />
      </div>

      <div className="mt-4">
        <ImageComparison image={image} />
        <Button ref={viewButtonRef} variant="ghost" size="sm" className="mt-2" onClick={onView}>
          {t('viewer.open')}
          <span className="sr-only">: {t('detail.photo', { number })}</span>
        </Button>
      </div>

      <div className="mt-4">
        <BracketFrames bracket={image.bracket} number={number} />
      </div>
      <PinnedInstructions image={image} />
      <div className="mt-4">
        <ReferenceThumbnails references={image.references} label={t('references.photo')} />
      </div>
      <RevisionRequest image={image} />
      <ImageServicesAndNotes image={image} lang={lang} />
      <ImageActions image={image} lang={lang} guarantee={guarantee} />
    </Card>
  );
}
