import type { OrderStatus } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { cn } from '../lib/cn';

/** One colour per status, the same in the client, designer and admin apps. */
const tones: Record<OrderStatus, string> = {
  pending: 'bg-surface-sunken text-ink',
  in_progress: 'bg-info-50 text-info-700',
  ready_for_review: 'bg-brand-50 text-brand-800',
  revision_requested: 'bg-warning-50 text-warning-700',
  completed: 'bg-success-50 text-success-700',
};

/** The order's status as a labelled pill (SPEC §4 labels, `common:orderStatus.*`). */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
        className,
      )}
    >
      {t(`orderStatus.${status}`)}
    </span>
  );
}
