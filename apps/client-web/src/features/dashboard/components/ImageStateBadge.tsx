import type { ClientImageState } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { cn } from '@photoedit/ui';

const stateTone: Record<ClientImageState, string> = {
  in_progress: 'bg-info-50 text-info-700',
  delivered: 'bg-warning-50 text-warning-700',
  revision_requested: 'bg-brand-50 text-brand-800',
  accepted: 'bg-success-50 text-success-700',
};

/** Where a photo of the order stands; a photo in progress waits for a designer until one claims the order. */
export function ImageStateBadge({
  state,
  awaitingDesigner,
  compact = false,
}: {
  state: ClientImageState;
  awaitingDesigner: boolean;
  /** Smaller, for the overview's thumbnails. */
  compact?: boolean;
}) {
  const { t } = useTranslation('clientOrders');
  return (
    <span
      data-testid="image-state"
      className={cn(
        'rounded-full font-semibold',
        compact
          ? 'max-w-full px-1.5 text-[0.6875rem] leading-4 [overflow-wrap:anywhere]'
          : 'px-2.5 py-0.5 text-xs',
        stateTone[state],
      )}
    >
      {awaitingDesigner && state === 'in_progress'
        ? t('imageState.awaiting_designer')
        : t(`imageState.${state}`)}
    </span>
  );
}
