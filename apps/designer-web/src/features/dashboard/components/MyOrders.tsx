import type { DesignerOrder } from '@photoedit/contracts';
import { formatDateTime, useTranslation } from '@photoedit/i18n';
import { Button, LoadState, OrderCard, ThumbnailStrip } from '@photoedit/ui';
import { useMyOrders } from '../api/designer-orders';
import { EmptyState } from './EmptyState';
import { OrderFacts } from './OrderFacts';
import { OrderWork } from './OrderWork';

interface MyOrdersProps {
  /** The order opened (from the URL), or undefined for the list. */
  openOrderId: string | undefined;
  onOpen: (orderId: string) => void;
  onClose: () => void;
}

/** "My Orders": the orders I claimed, unfinished first, then the completed ones; one can be opened to work on. */
export function MyOrders({ openOrderId, onOpen, onClose }: MyOrdersProps) {
  const { t } = useTranslation('designer');
  const { t: tDashboard } = useTranslation('dashboard');
  const orders = useMyOrders();

  if (!orders.data) {
    return <LoadState error={orders.error} item={t('mine.item')} onRetry={() => orders.refetch()} />;
  }
  const items = orders.data.pages.flatMap((page) => page.items);
  if (openOrderId) {
    const order = items.find((item) => item.id === openOrderId);
    if (!order) {
      return (
        <div className="space-y-4">
          <p role="alert" className="text-ink">
            {t('mine.notFound')}
          </p>
          <Button variant="secondary" onClick={onClose}>
            {t('mine.back')}
          </Button>
        </div>
      );
    }
    return <OrderWork order={order} onClose={onClose} />;
  }
  if (items.length === 0) {
    return <EmptyState title={tDashboard('designer.noMine')} hint={tDashboard('designer.noMineHint')} />;
  }
  const active = items.filter((order) => order.status !== 'completed');
  const completed = items.filter((order) => order.status === 'completed');
  return (
    <div className="space-y-8">
      {active.length > 0 ? (
        <OrderSection title={t('mine.activeTitle')} orders={active} onOpen={onOpen} />
      ) : null}
      {completed.length > 0 ? (
        <OrderSection title={t('mine.completedTitle')} orders={completed} onOpen={onOpen} />
      ) : null}
      {orders.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void orders.fetchNextPage()}
          pending={orders.isFetchingNextPage}
          pendingLabel={t('mine.loadingMore')}
        >
          {t('mine.showMore')}
        </Button>
      ) : null}
    </div>
  );
}

function OrderSection({
  title,
  orders,
  onOpen,
}: {
  title: string;
  orders: DesignerOrder[];
  onOpen: (orderId: string) => void;
}) {
  return (
    <section aria-label={title}>
      <h3 className="mb-3 text-base font-semibold text-ink">{title}</h3>
      <ul className="space-y-4">
        {orders.map((order) => (
          <li key={order.id}>
            <MyOrderCard order={order} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyOrderCard({ order, onOpen }: { order: DesignerOrder; onOpen: (orderId: string) => void }) {
  const { t, i18n } = useTranslation('designer');
  const toDeliver = order.images.filter((image) => image.needsSubmission).length;
  const revisions = order.images.filter((image) => image.revisionOpen).length;
  return (
    <OrderCard
      title={t('order.title', { number: order.orderNumber })}
      headingLevel={4}
      status={order.status}
      details={
        <>
          <OrderFacts order={order} showDue={order.canSubmit} />
          <p className="flex flex-wrap gap-x-4 text-sm text-ink-muted">
            {order.completedAt ? (
              <span>{t('mine.completedAt', { date: formatDateTime(order.completedAt, i18n.language) })}</span>
            ) : order.claimedAt ? (
              <span>{t('mine.claimedAt', { date: formatDateTime(order.claimedAt, i18n.language) })}</span>
            ) : null}
            {order.canSubmit && toDeliver > 0 ? (
              <span className="font-medium text-ink">{t('mine.needsWork', { count: toDeliver })}</span>
            ) : null}
            {revisions > 0 ? (
              <span className="font-medium text-warning-700">
                {t('mine.revisionsOpen', { count: revisions })}
              </span>
            ) : null}
          </p>
        </>
      }
      action={
        <Button
          variant={order.canSubmit ? 'primary' : 'secondary'}
          onClick={() => onOpen(order.id)}
          aria-label={t('mine.openLabel', { number: order.orderNumber })}
        >
          {t('mine.open')}
        </Button>
      }
    >
      <ThumbnailStrip
        className="mt-4"
        images={order.images.slice(0, 8).map((image) => ({
          id: image.id,
          src: (image.edited ?? image.original).thumbnailUrl,
          alt: '',
        }))}
      />
    </OrderCard>
  );
}
