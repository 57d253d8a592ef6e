import type { AdminOrderListItem } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';

const statusClasses: Record<AdminOrderListItem['status'], string> = {
  pending: 'bg-surface-sunken text-ink',
  in_progress: 'bg-brand-50 text-brand-700',
  ready_for_review: 'bg-warning-50 text-warning-700',
  revision_requested: 'bg-warning-50 text-warning-700',
  completed: 'bg-success-50 text-success-700',
};

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

export function OrderStatusBadge({ order }: { order: Pick<AdminOrderListItem, 'status' | 'overdue'> }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`${badge} ${statusClasses[order.status]}`}>
        {t(`common:orderStatus.${order.status}`)}
      </span>
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
