import type { AdminOrderListItem } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { OrderStatusBadge as StatusPill } from '@photoedit/ui';

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

export function OrderStatusBadge({ order }: { order: Pick<AdminOrderListItem, 'status' | 'overdue'> }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <span className="inline-flex flex-wrap gap-1">
      <StatusPill status={order.status} />
      {order.overdue ? (
        <span className={`${badge} bg-error-50 text-error-700`}>{t('orders.overdue')}</span>
      ) : null}
    </span>
  );
}

export function PaymentBadge({ status }: { status: AdminOrderListItem['paymentStatus'] }) {
  const { t } = useTranslation('admin');
  const classes = status === 'paid' ? 'bg-success-50 text-success-700' : 'bg-surface-sunken text-ink-muted';
  return <span className={`${badge} ${classes}`}>{t(`orders.paymentStatus.${status}`)}</span>;
}
