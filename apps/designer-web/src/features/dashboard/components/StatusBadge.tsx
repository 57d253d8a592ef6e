import type { OrderStatus } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { cn } from '@photoedit/ui';

const tones: Record<OrderStatus, string> = {
  pending: 'bg-surface-sunken text-ink',
  in_progress: 'bg-info-50 text-info-700',
  ready_for_review: 'bg-brand-50 text-brand-800',
  revision_requested: 'bg-warning-50 text-warning-700',
  completed: 'bg-success-50 text-success-700',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('common');
  return (
    <span className={cn('inline-block rounded-control px-2 py-0.5 text-xs font-semibold', tones[status])}>
      {t(`orderStatus.${status}`)}
    </span>
  );
}
