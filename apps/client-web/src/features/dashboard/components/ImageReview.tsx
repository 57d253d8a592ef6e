import type { ClientImageState, ClientOrderImage, Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Card, cn, PreviewImage, ReferenceThumbnails } from '@photoedit/ui';
import type { Ref } from 'react';
import { CompareSlider } from '../../compare/CompareSlider';
import { focusAfterDecision, photoActionsAttributes, photoTitleId } from '../focus-after-decision';
import { formatDateTime, formatMoney } from '../format';
import { useImageDecisions } from '../useImageDecisions';
import { PinnedInstructions } from './PinnedInstructions';
import { RevisionDialog } from './RevisionDialog';
import { RevisionRequest } from './RevisionRequest';

const stateTone: Record<ClientImageState, string> = {
  in_progress: 'bg-info-50 text-info-700',
  delivered: 'bg-warning-50 text-warning-700',
  revision_requested: 'bg-brand-50 text-brand-800',
  accepted: 'bg-success-50 text-success-700',
};

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
}: {
  image: ClientOrderImage;
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
  const { accept } = useImageDecisions();
  const accepting = accept.isPending && accept.variables?.orderImageId === image.orderImageId;

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
        <span
          data-testid="image-state"
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', stateTone[image.state])}
        >
          {awaitingDesigner && image.state === 'in_progress'
            ? t('imageState.awaiting_designer')
            : t(`imageState.${image.state}`)}
        </span>
      </div>

      <div className="mt-4">
        {image.edited ? (
          <CompareSlider
            originalSrc={image.original.previewUrl}
            editedSrc={image.edited.previewUrl}
            label={t('compare.label', { number })}
            originalAlt={t('detail.originalAlt', { number })}
            editedAlt={t('detail.editedAlt', { number })}
          />
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            <figure>
              <PreviewImage src={image.original.previewUrl} alt={t('detail.originalAlt', { number })} />
              <figcaption className="mt-1 text-sm font-medium text-ink-muted">
                {t('detail.original')}
              </figcaption>
            </figure>
            <div className="flex min-h-48 items-center justify-center rounded-control border border-dashed border-border-strong bg-surface p-6 text-center text-sm text-ink-muted">
              {t('detail.editedPending')}
            </div>
          </div>
        )}
        <Button ref={viewButtonRef} variant="ghost" size="sm" className="mt-2" onClick={onView}>
          {t('viewer.open')}
          <span className="sr-only">: {t('detail.photo', { number })}</span>
        </Button>
      </div>

      <PinnedInstructions image={image} />
      <div className="mt-4">
        <ReferenceThumbnails references={image.references} label={t('references.photo')} />
      </div>
      <RevisionRequest image={image} />

      <div className="mt-4 grid gap-4 text-sm md:grid-cols-2">
        {image.services.length > 0 ? (
          <div>
            <h4 className="text-ink-muted">{t('detail.services')}</h4>
            <ul className="mt-1 space-y-0.5 text-ink">
              {image.services.map((service) => (
                <li key={service.serviceId} className="flex justify-between gap-4">
                  <span>{service.name}</span>
                  <span>{formatMoney(service.price, lang)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <dl className="space-y-2">
          <Note label={t('detail.yourNote')} text={image.clientNote} />
          <Note label={t('detail.designerNote')} text={image.designerNote} />
        </dl>
      </div>

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
      </div>
    </Card>
  );
}

function Note({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{text}</dd>
    </div>
  );
}
