import type { DesignerOrder, DesignerOrderImage } from '@photoedit/contracts';
import { formatDateTime, useTranslation } from '@photoedit/i18n';
import {
  BracketFrames,
  Button,
  Card,
  OrderStatusBadge,
  PreviewImage,
  ReferenceThumbnails,
} from '@photoedit/ui';
import { useEffect, useRef, useState } from 'react';
import { InstructionChecklist } from './InstructionChecklist';
import { OrderFacts } from './OrderFacts';
import { RevisionRequest } from './RevisionRequest';
import { SubmitWork } from './submit-work/SubmitWork';

/** One claimed order: every photo with the client's wishes and its state, and the delivery flow. */
export function OrderWork({ order, onClose }: { order: DesignerOrder; onClose: () => void }) {
  const { t } = useTranslation('designer');
  const [delivering, setDelivering] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const needed = order.images.filter((image) => image.needsSubmission);
  // In progress with every photo already delivered (an admin moved the order back): any unaccepted photo may
  // take a new version, and delivering moves the order to review again.
  const toDeliver =
    needed.length > 0 || order.status !== 'in_progress'
      ? needed
      : order.images.filter((image) => image.acceptedAt === null);
  const revisionRound = order.status === 'revision_requested';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="space-y-6">
      <Button variant="ghost" size="sm" onClick={onClose}>
        ← {t('mine.back')}
      </Button>
      <div className="flex flex-wrap items-center gap-3">
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-ink focus:outline-none">
          {t('order.title', { number: order.orderNumber })}
        </h3>
        <OrderStatusBadge status={order.status} />
      </div>
      <OrderFacts order={order} showDue={order.canSubmit} />
      <ReferenceThumbnails references={order.references} label={t('references.order')} />
      <section aria-labelledby="originals-title" className="rounded-card border border-border p-4">
        <h4 id="originals-title" className="font-semibold text-ink">
          {t('submit.originalsTitle')}
        </h4>
        <p className="mt-1 text-sm text-ink-muted">{t('submit.originalsHint')}</p>
        <Button asChild variant="secondary" className="mt-3">
          <a href={order.originalsZipUrl} download>
            {t('order.downloadOriginals', { count: order.imageCount })}
          </a>
        </Button>
      </section>

      {order.canSubmit && toDeliver.length > 0 ? (
        delivering ? (
          <SubmitWork
            order={order}
            images={toDeliver}
            onCancel={() => {
              setDelivering(false);
              headingRef.current?.focus();
            }}
            onDone={() => {
              setDelivering(false);
              headingRef.current?.focus();
            }}
          />
        ) : (
          <section
            aria-labelledby="deliver-title"
            className="rounded-card border border-brand-200 bg-brand-50 p-4"
          >
            <h4 id="deliver-title" className="font-semibold text-ink">
              {t('submit.deliverTitle')}
            </h4>
            <p className="mt-1 text-sm text-ink-muted">{t('submit.deliverHint')}</p>
            <Button size="lg" className="mt-3" onClick={() => setDelivering(true)}>
              {revisionRound ? t('mine.deliverRevisions') : t('mine.deliver')}
            </Button>
          </section>
        )
      ) : (
        <p className="rounded-card bg-surface p-4 text-ink" role="status">
          {order.status === 'completed' ? t('mine.finished') : t('mine.waiting')}
        </p>
      )}

      {delivering ? null : (
        <ol className="space-y-4" aria-label={t('order.photos', { count: order.imageCount })}>
          {order.images.map((image) => (
            <li key={image.id}>
              <ImageCard orderNumber={order.orderNumber} image={image} canTick={order.canSubmit} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ImageCard({
  orderNumber,
  image,
  canTick,
}: {
  orderNumber: number;
  image: DesignerOrderImage;
  /** The order is being worked on: its instruction pins can be ticked off. */
  canTick: boolean;
}) {
  const { t, i18n } = useTranslation('designer');
  const number = image.position + 1;
  const headingId = `image-${image.id}`;
  return (
    <Card
      className={image.revisionOpen ? 'border-warning-600 p-4' : 'p-4'}
      role="group"
      aria-labelledby={headingId}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h4 id={headingId} className="font-semibold text-ink">
          {t('order.photo', { number })}
        </h4>
        {image.acceptedAt ? (
          <span className="rounded-control bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">
            {t('image.accepted')}
          </span>
        ) : null}
        {image.revisionUsed && !image.revisionOpen ? (
          <span className="rounded-control bg-surface-sunken px-2 py-0.5 text-xs font-semibold text-ink">
            {t('image.revisionUsed')}
          </span>
        ) : null}
      </div>

      <Button asChild variant="ghost" size="sm" className="mt-2">
        <a href={image.originalDownloadUrl} download>
          {t('order.downloadOriginal', { number })}
        </a>
      </Button>

      <div className="mt-3">
        <BracketFrames bracket={image.bracket} number={number} />
      </div>
      <InstructionChecklist image={image} canTick={canTick} />
      <div className="mt-3">
        <ReferenceThumbnails references={image.references} label={t('references.photo', { number })} />
      </div>
      <RevisionRequest image={image} />

      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <figure>
          <a
            href={image.original.originalUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={t('order.openOriginal', { number })}
            className="block rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <PreviewImage
              src={image.original.previewUrl}
              alt={t('order.thumbnailAlt', { number, order: orderNumber })}
            />
          </a>
          <figcaption className="mt-1 text-xs text-ink-muted">
            {t('order.original')}
            {image.original.fileName ? ` · ${image.original.fileName}` : ''}
          </figcaption>
        </figure>
        <figure>
          {image.edited ? (
            <PreviewImage src={image.edited.previewUrl} alt={t('order.editedAlt', { number })} />
          ) : (
            <div className="flex aspect-[4/3] w-full items-center justify-center rounded-control border border-dashed border-border-strong text-sm text-ink-muted">
              {t('image.notDelivered')}
            </div>
          )}
          <figcaption className="mt-1 text-xs text-ink-muted">
            {t('order.edited')}
            {image.submittedAt
              ? ` · ${t('image.submittedAt', { date: formatDateTime(image.submittedAt, i18n.language) })}`
              : ''}
          </figcaption>
        </figure>
      </div>

      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="font-medium text-ink">{t('order.services')}</dt>
          <dd className="text-ink-muted">{image.services.map((service) => service.name).join(', ')}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{t('order.clientNote')}</dt>
          <dd className="whitespace-pre-wrap text-ink-muted">
            {image.clientNote ?? t('order.noClientNote')}
          </dd>
        </div>
        {image.designerNote ? (
          <div>
            <dt className="font-medium text-ink">{t('image.designerNote')}</dt>
            <dd className="whitespace-pre-wrap text-ink-muted">{image.designerNote}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
