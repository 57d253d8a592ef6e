import type { DesignerServiceSummary, StyleView, TurnaroundTier } from '@photoedit/contracts';
import { formatDateTime, useTranslation } from '@photoedit/i18n';
import { OrderNotes, StyleSummary } from '@photoedit/ui';

interface OrderFactsProps {
  order: {
    dueAt: string | null;
    turnaround: { tier: TurnaroundTier; hours: number };
    imageCount: number;
    services: DesignerServiceSummary[];
    notes: string | null;
    propertyAddress: string | null;
    /** The client's style as the order keeps it: the first block of the instructions. */
    style: StyleView | null;
    requestedByClient: boolean;
  };
  /** Whether the deadline still matters (not for delivered or completed orders). */
  showDue?: boolean;
}

/**
 * Whether the client asked for this designer, turnaround, deadline, photo count, services, the client's style
 * (the first block of the instructions) and their notes of an order.
 */
export function OrderFacts({ order, showDue = true }: OrderFactsProps) {
  const { t, i18n } = useTranslation('designer');
  const { t: tDashboard } = useTranslation('dashboard');
  const overdue = order.dueAt !== null && new Date(order.dueAt).getTime() < Date.now();
  return (
    <div className="space-y-2 text-sm">
      {order.requestedByClient ? (
        <p
          className="inline-block rounded-control bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700"
          data-testid="requested-by-client"
        >
          {t('order.requestedByClient')}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-ink-muted">
        <span className={order.turnaround.tier === 'express' ? 'font-semibold text-warning-700' : undefined}>
          <span className="sr-only">{t('order.turnaround')}: </span>
          {t(`order.tiers.${order.turnaround.tier}`, { hours: order.turnaround.hours })}
        </span>
        {showDue && order.dueAt ? (
          <span className={overdue ? 'font-medium text-error-700' : 'font-medium text-ink'}>
            {t(overdue ? 'order.overdue' : 'order.due', { date: formatDateTime(order.dueAt, i18n.language) })}
          </span>
        ) : null}
        <span>{t('order.photos', { count: order.imageCount })}</span>
      </p>
      {order.services.length > 0 ? (
        <p>
          <span className="sr-only">{t('order.services')}: </span>
          {order.services.map((service) => (
            <span
              key={service.id}
              className="mr-2 mb-1 inline-block rounded-control bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
            >
              {t('order.serviceCount', { name: service.name, count: service.imageCount })}
            </span>
          ))}
        </p>
      ) : null}
      {order.propertyAddress ? (
        <p>
          <span className="font-medium text-ink">{t('order.propertyAddress')}: </span>
          <span className="text-ink-muted">{order.propertyAddress}</span>
        </p>
      ) : null}
      {order.style ? (
        <StyleSummary
          style={order.style}
          title={tDashboard('style.designerTitle')}
          intro={tDashboard('style.designerIntro')}
        />
      ) : null}
      {order.notes ? (
        <OrderNotes className="rounded-control bg-surface p-3" label={t('order.notes')} notes={order.notes} />
      ) : null}
    </div>
  );
}
