import type { AtRiskOrder } from '@photoedit/contracts';
import { formatDateTime, useTranslation } from '@photoedit/i18n';
import { Button, Card, cn, LoadState, PageHeading, toast, usePageTitle } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useAssignOrder } from '../api/orders';
import { useAtRiskBoard } from '../api/sla';
import { DesignerSelect } from './DesignerSelect';
import { SlaSettingsForm } from './SlaSettingsForm';

/**
 * The "At risk" tab (issue 34): the orders at work by time left — nobody's yet, in progress against their photos
 * delivered, overdue — each reassignable from here; and the alerts' thresholds.
 */
export function AtRiskPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('atRisk.title'));
  const board = useAtRiskBoard();
  return (
    <div>
      <PageHeading title={t('atRisk.title')} intro={t('atRisk.intro')} />
      {board.data ? (
        <div className="mt-8 flex flex-col gap-10">
          <Group title={t('atRisk.overdue')} orders={board.data.overdue} testId="risk-overdue" />
          <Group title={t('atRisk.unclaimed')} orders={board.data.unclaimed} testId="risk-unclaimed" />
          <Group title={t('atRisk.inProgress')} orders={board.data.inProgress} testId="risk-in-progress" />
          <SlaSettingsForm key={JSON.stringify(board.data.settings)} settings={board.data.settings} />
        </div>
      ) : (
        <div className="mt-8">
          <LoadState error={board.error} item={t('atRisk.title')} onRetry={() => void board.refetch()} />
        </div>
      )}
    </div>
  );
}

function Group({ title, orders, testId }: { title: string; orders: AtRiskOrder[]; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className="text-lg font-semibold text-ink">
        {title} <span className="text-ink-muted">({orders.length})</span>
      </h2>
      {orders.length === 0 ? <p className="mt-2 text-ink-muted">{t('atRisk.none')}</p> : null}
      <ol className="mt-3 flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.id}>
            <RiskRow order={order} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Hours and minutes of a number of minutes. */
const span = (minutes: number) => ({
  hours: Math.floor(Math.abs(minutes) / 60),
  minutes: Math.abs(minutes) % 60,
});

function RiskRow({ order }: { order: AtRiskOrder }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const title = t('orders.number', { number: order.orderNumber });
  return (
    <Card className={cn('p-4', order.atRisk ? 'border-warning-600' : null)} role="group" aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <Link
          to="/staff/admin/orders"
          search={{ order: order.id }}
          className="font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus"
        >
          {title}
        </Link>
        <span className={cn('font-medium', order.minutesLeft < 0 ? 'text-error-700' : 'text-ink')}>
          {order.minutesLeft < 0
            ? t('atRisk.overdueBy', span(order.minutesLeft))
            : t('atRisk.timeLeft', span(order.minutesLeft))}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted [overflow-wrap:anywhere]">
        {order.clientEmail} · {t('atRisk.due', { date: formatDateTime(order.dueAt, i18n.language) })} ·{' '}
        {t('atRisk.elapsed', { percent: order.elapsedPercent })} ·{' '}
        {t('atRisk.photos', { delivered: order.delivered, count: order.photos })}
        {order.alerts.length > 0
          ? ` · ${t('atRisk.alerted', { kinds: order.alerts.map((kind) => t(`atRisk.kinds.${kind}`)).join(', ') })}`
          : ''}
      </p>
      <Reassign order={order} />
    </Card>
  );
}

function Reassign({ order }: { order: AtRiskOrder }) {
  const { t } = useTranslation(['admin', 'common']);
  const [designerId, setDesignerId] = useState(order.designer?.id ?? '');
  const assign = useAssignOrder({
    onSuccess: () => toast.success(t('orders.assign.assigned')),
    onError: (error) => toast.error(describeError(error)),
  });
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        assign.mutate({ orderId: order.id, designerId });
      }}
    >
      <DesignerSelect
        label={t('atRisk.designer', { number: order.orderNumber })}
        emptyLabel={t('orders.assign.none')}
        value={designerId}
        onChange={setDesignerId}
      />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={designerId === '' || designerId === order.designer?.id || assign.isPending}
        aria-busy={assign.isPending}
      >
        {t('atRisk.reassign')}
      </Button>
    </form>
  );
}
