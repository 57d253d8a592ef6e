import type { ClientOrderSummary, Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, ButtonLink, OrderCard, ThumbnailStrip } from '@photoedit/ui';
import { formatDateTime, formatMoney } from '../format';

/**
 * The client's orders, newest first: number, property address, date, status, total, counts, due time and
 * thumbnails (the edited photos once delivered).
 */
export function OrderList({
  orders,
  lang,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  orders: ClientOrderSummary[];
  lang: Language;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('clientOrders');
  return (
    <>
      <ul aria-label={t('list.label')} className="mt-4 space-y-4">
        {orders.map((order) => (
          <li key={order.orderId}>
            <ClientOrderCard order={order} lang={lang} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
            {t('list.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ClientOrderCard({ order, lang }: { order: ClientOrderSummary; lang: Language }) {
  const { t } = useTranslation('clientOrders');
  return (
    <OrderCard
      data-testid="client-order"
      title={t('list.orderNumber', { number: order.orderNumber })}
      status={order.status}
      badges={
        order.refunded ? (
          <span className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-xs font-semibold text-ink-muted">
            {t('list.refunded')}
          </span>
        ) : null
      }
      details={
        <>
          {order.propertyAddress ? (
            <p className="font-medium text-ink [overflow-wrap:anywhere]">{order.propertyAddress}</p>
          ) : null}
          <p className="text-sm text-ink-muted">
            {t('list.ordered', { date: formatDateTime(order.paidAt, lang) })}
            {order.completedAt
              ? ` · ${t('list.completed', { date: formatDateTime(order.completedAt, lang) })}`
              : order.dueAt && !order.refunded
                ? ` · ${t('list.due', { date: formatDateTime(order.dueAt, lang) })}`
                : ''}
          </p>
        </>
      }
      action={<p className="text-lg font-semibold text-ink">{formatMoney(order.total, lang)}</p>}
    >
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <ThumbnailStrip
            label={t('list.photosOf', { number: order.orderNumber })}
            images={order.thumbnails.map((thumbnail, index) => ({
              id: thumbnail.orderImageId,
              src: thumbnail.url,
              alt: t(thumbnail.edited ? 'list.editedThumbnailAlt' : 'list.thumbnailAlt', {
                photo: index + 1,
                number: order.orderNumber,
              }),
            }))}
          />
          <p className="mt-2 text-sm text-ink-muted">
            {t('list.photos', { total: order.imageCount })} ·{' '}
            {t('list.services', { total: order.serviceCount })}
            {order.awaitingReviewCount > 0 ? (
              <>
                {' · '}
                <strong className="font-semibold text-warning-700">
                  {t('list.toReview', { total: order.awaitingReviewCount })}
                </strong>
              </>
            ) : null}
          </p>
        </div>
        <ButtonLink
          to="/$lang/dashboard/orders/$orderNumber"
          params={{ lang, orderNumber: String(order.orderNumber) }}
          variant={order.awaitingReviewCount > 0 ? 'primary' : 'secondary'}
        >
          {t('list.view', { number: order.orderNumber })}
        </ButtonLink>
      </div>
    </OrderCard>
  );
}
