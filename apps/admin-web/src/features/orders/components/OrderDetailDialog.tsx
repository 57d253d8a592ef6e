import type { AdminOrderDetail, AdminOrderHistoryEntry, AdminOrderImage } from '@photoedit/contracts';
import { formatDateTime, formatMoney, formatNumber, useTranslation } from '@photoedit/i18n';
import {
  BracketFrames,
  Button,
  Dialog,
  DialogClose,
  ListingLook,
  LoadState,
  OrderNotes,
  StyleSummary,
} from '@photoedit/ui';
import { type ReactNode, useRef } from 'react';
import { useOrderDetail } from '../api/orders';
import { DeleteOrderButton } from './DeleteOrderButton';
import { orderButtonId, ordersTitleId } from './focusTargets';
import { OrderStatusBadge, PaymentBadge } from './OrderBadges';
import { OrderDesignerForm } from './OrderDesignerForm';
import { OrderRefunds } from './OrderRefunds';
import { OrderStatusForm } from './OrderStatusForm';

/** One order in full (admin.orders.detail): summary, status change, delete, images with notes, history. */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const detail = useOrderDetail(orderId);
  const deleted = useRef(false);
  const onDeleted = () => {
    deleted.current = true;
    onClose();
  };

  const order = detail.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      width="max-w-4xl"
      closeLabel={t('common.close')}
      title={
        order
          ? t('orders.number', { number: order.orderNumber })
          : detail.isError
            ? t('orders.title')
            : t('common:loading')
      }
      description={
        order
          ? t('orders.detail.description', {
              date: formatDateTime(order.createdAt, i18n.language),
              email: order.clientEmail,
            })
          : undefined
      }
      onCloseAutoFocus={(event) => {
        // Back to the order's row, or to the page title when the order was deleted (its row goes away).
        event.preventDefault();
        const row = deleted.current ? null : document.getElementById(orderButtonId(orderId));
        (row ?? document.getElementById(ordersTitleId))?.focus();
      }}
    >
      {order ? (
        <OrderDetail order={order} onDeleted={onDeleted} />
      ) : (
        <LoadState error={detail.error} item={t('orders.detailItem')} onRetry={() => void detail.refetch()} />
      )}
      <div className="mt-6 flex justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('common.close')}</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}

function OrderDetail({ order, onDeleted }: { order: AdminOrderDetail; onDeleted: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('common.none'));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge order={order} />
          <PaymentBadge status={order.paymentStatus} />
        </div>
        <DeleteOrderButton order={order} onDeleted={onDeleted} />
      </div>

      <OrderStatusForm key={`${order.id}:${order.status}`} order={order} />
      <OrderDesignerForm key={`${order.id}:${order.designer?.id ?? ''}`} order={order} />

      <OrderSummary order={order} />

      <OrderRefunds order={order} />

      <section aria-labelledby="order-images">
        <h3 id="order-images" className="text-lg font-semibold">
          {t('orders.detail.images', { count: order.images.length })}
        </h3>
        <ol className="mt-3 flex flex-col gap-4">
          {order.images.map((image, index) => (
            <OrderImageCard key={image.id} image={image} number={index + 1} />
          ))}
        </ol>
      </section>

      <section aria-labelledby="order-history">
        <h3 id="order-history" className="text-lg font-semibold">
          {t('orders.detail.history')}
        </h3>
        <ol className="mt-2 flex flex-col gap-2 text-sm">
          {order.history.map((entry, index) => (
            // The history only grows, in order: the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex flex-wrap gap-x-2">
              <time dateTime={entry.changedAt} className="text-ink-muted">
                {date(entry.changedAt)}
              </time>
              <span className="font-medium">
                <HistoryEntryText entry={entry} />
              </span>
              <span className="text-ink-muted">
                {entry.changedBy
                  ? t('orders.detail.byUser', { email: entry.changedBy.email })
                  : t('orders.detail.bySystem')}
              </span>
              {entry.note ? <span className="w-full text-ink-muted">“{entry.note}”</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Who ordered, the money (with credit spent and earned) and the order's times. */
function OrderSummary({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.language);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('common.none'));
  const name = [order.contact.firstName, order.contact.lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="order-summary">
      <h3 id="order-summary" className="text-lg font-semibold">
        {t('orders.detail.summary')}
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Row label={t('orders.detail.client')} value={order.clientEmail} />
        <Row label={t('orders.detail.contactName')} value={name || t('common.none')} />
        <Row label={t('orders.detail.phone')} value={order.contact.phone ?? t('common.none')} />
        <Row label={t('orders.detail.company')} value={order.contact.company ?? t('common.none')} />
        <Row
          label={t('orders.detail.propertyAddress')}
          value={order.contact.propertyAddress ?? t('common.none')}
        />
        <Row label={t('orders.detail.language')} value={order.language.toUpperCase()} />
        <Row
          label={t('orders.columns.designer')}
          value={
            order.designer ? (order.designer.displayName ?? order.designer.email) : t('orders.unassigned')
          }
        />
        <Row label={t('orders.detail.subtotal')} value={money(order.subtotalMinor)} />
        <Row
          label={t('orders.detail.turnaround')}
          value={`${t(`turnaround.${order.turnaround.tier}`, { hours: order.turnaround.hours })}${
            order.turnaround.amountMinor === 0
              ? ''
              : ` (${order.turnaround.amountMinor > 0 ? '+' : '−'}${money(Math.abs(order.turnaround.amountMinor))})`
          }`}
        />
        {order.discountMinor > 0 ? (
          <Row
            label={
              order.discountCode
                ? t('orders.detail.discountCode', { code: order.discountCode })
                : t('orders.detail.discount')
            }
            value={`−${money(order.discountMinor)}`}
          />
        ) : null}
        {order.credit.usedMinor > 0 ? (
          <Row label={t('orders.detail.creditUsed')} value={`−${money(order.credit.usedMinor)}`} />
        ) : null}
        <Row label={t('orders.detail.total')} value={money(order.totalMinor)} />
        {order.credit.earned.map((entry) => (
          <Row
            key={`${entry.kind}-${entry.at}`}
            label={t(`orders.detail.creditEarned.${entry.kind}`)}
            value={money(entry.amountMinor)}
          />
        ))}
        <Row
          label={t('orders.detail.provider')}
          value={
            order.paymentProvider ? t(`orders.detail.providers.${order.paymentProvider}`) : t('common.none')
          }
        />
        <Row label={t('orders.detail.paidAt')} value={date(order.paidAt)} />
        <Row label={t('orders.detail.dueAt')} value={date(order.dueAt)} />
        <Row label={t('orders.detail.claimedAt')} value={date(order.claimedAt)} />
        <Row label={t('orders.detail.completedAt')} value={date(order.completedAt)} />
      </dl>
      {order.notes ? (
        <OrderNotes className="mt-3" label={t('orders.detail.notes')} notes={order.notes} />
      ) : null}
      <OrderQuality order={order} />
    </section>
  );
}

/** What an entry of the status history says, in the reader's language (the payment names its provider). */
function HistoryEntryText({ entry }: { entry: AdminOrderHistoryEntry }) {
  const { t } = useTranslation(['admin', 'common']);
  const to = t(`common:orderStatus.${entry.toStatus}`);
  if (entry.fromStatus) {
    return t('orders.detail.historyEntry', { from: t(`common:orderStatus.${entry.fromStatus}`), to });
  }
  if (entry.paymentProvider) {
    return t('orders.detail.historyPaid', {
      provider: t(`orders.detail.providers.${entry.paymentProvider}`),
      to,
    });
  }
  return t('orders.detail.historyCreated', { to });
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border py-1">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

function OrderImageCard({ image, number }: { image: AdminOrderImage; number: number }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  return (
    <li className="grid grid-cols-1 gap-4 rounded-card border border-border p-4 sm:grid-cols-[auto_1fr]">
      <div className="flex gap-3">
        <figure>
          <PhotoLink photo={image.original} label={t('orders.detail.openOriginal', { number })} />
          <figcaption className="mt-1 text-xs text-ink-muted">{t('orders.detail.original')}</figcaption>
        </figure>
        <figure>
          {image.edited ? (
            <PhotoLink photo={image.edited} label={t('orders.detail.openEdited', { number })} />
          ) : (
            <div className="flex size-32 items-center justify-center rounded-control border border-dashed border-border-strong p-2 text-center text-xs text-ink-muted">
              {t('orders.detail.notEdited')}
            </div>
          )}
          <figcaption className="mt-1 text-xs text-ink-muted">{t('orders.detail.edited')}</figcaption>
        </figure>
      </div>
      <div className="flex flex-col gap-2 text-sm">
        <p className="font-medium">{t('orders.detail.image', { number })}</p>
        <ul className="flex flex-wrap gap-2">
          {image.services.map((service) => (
            <li key={service.serviceId} className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-xs">
              {service.name} · {formatMoney(service.priceMinor, service.currency, i18n.language)}
            </li>
          ))}
        </ul>
        <BracketFrames bracket={image.bracket} number={number} />
        <ImageNote label={t('orders.detail.clientNote')} text={image.clientNote} />
        <ImageNote label={t('orders.detail.designerNote')} text={image.designerNote} />
        <ImageFact label={t('orders.detail.revision')}>
          <span className="text-ink-muted">
            {image.revisionUsed ? t('orders.detail.revisionUsed') : t('orders.detail.revisionAvailable')}
          </span>
        </ImageFact>
        <ImageNote label={t('orders.detail.revisionNote')} text={image.revisionNote} />
        {image.acceptedAt ? (
          <ImageFact label={t('orders.detail.accepted')}>
            <time dateTime={image.acceptedAt} className="text-ink-muted">
              {formatDateTime(image.acceptedAt, i18n.language)}
            </time>
          </ImageFact>
        ) : null}
      </div>
    </li>
  );
}

/** A photo's thumbnail, opening the full-size file in a new tab. */
function PhotoLink({
  photo,
  label,
}: {
  photo: { originalUrl: string; thumbnailUrl: string };
  label: string;
}) {
  return (
    <a href={photo.originalUrl} target="_blank" rel="noreferrer" aria-label={label}>
      <img
        src={photo.thumbnailUrl}
        alt=""
        width={128}
        height={128}
        className="size-32 rounded-control border border-border object-cover"
      />
    </a>
  );
}

/** "Label: value" about an image. */
function ImageFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <span className="font-medium">{label}: </span>
      {children}
    </p>
  );
}

/** A note on an image, with the line breaks it was written with; nothing when there is none. */
function ImageNote({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <ImageFact label={label}>
      <span className="whitespace-pre-line text-ink-muted">{text}</span>
    </ImageFact>
  );
}

/** Issue 33 on the order: the client's rating, the style the order keeps, and the listing's consistency. */
function OrderQuality({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation(['admin', 'dashboard']);
  return (
    <>
      {order.rating ? (
        <p className="mt-3 text-sm">
          <span className="font-medium text-ink">{t('orders.detail.rating')}: </span>
          {t('orders.detail.ratingValue', { stars: order.rating.stars })}
          {order.rating.comment ? ` · ${order.rating.comment}` : ''}
        </p>
      ) : null}
      {order.designer && order.designerRating ? (
        <p className="mt-1 text-sm" data-testid="designer-rating">
          <span className="font-medium text-ink">{t('orders.detail.designerRating')}: </span>
          {order.designerRating.average === null
            ? t('dashboard:admin.rating.none')
            : t('dashboard:admin.rating.value', {
                average: formatNumber(order.designerRating.average, i18n.language),
                count: order.designerRating.count,
              })}
        </p>
      ) : null}
      {order.style ? (
        <StyleSummary className="mt-3" style={order.style} title={t('dashboard:style.designerTitle')} />
      ) : null}
      {order.look ? <ListingLook className="mt-3" report={order.look} headingLevel={4} /> : null}
    </>
  );
}
