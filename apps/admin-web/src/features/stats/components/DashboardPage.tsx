import {
  type AdminStats,
  defaultCurrency,
  onTimeDeliveryPercent,
  orderStatuses,
  roles,
} from '@photoedit/contracts';
import { formatMoney, formatNumber, formatPercent, useTranslation } from '@photoedit/i18n';
import { LoadState, PageHeading, usePageTitle } from '@photoedit/ui';
import type { ReactNode } from 'react';
import { useStats } from '../api/stats';
import { BackgroundJobs } from './BackgroundJobs';
import { PromiseFigures } from './PromiseFigures';

/** Figures refresh while the tab is open, so the dashboard follows orders as they come in. */
const refreshMs = 60_000;

/** The Dashboard tab: order, revenue and user figures (admin.stats). */
export function DashboardPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('stats.title'));
  const stats = useStats(refreshMs);

  return (
    <div>
      <PageHeading title={t('stats.title')} intro={t('stats.intro')} />
      {stats.data ? (
        <Figures stats={stats.data} />
      ) : (
        <div className="mt-8">
          <LoadState error={stats.error} item={t('stats.item')} onRetry={() => void stats.refetch()} />
        </div>
      )}
      <PromiseFigures />
      <BackgroundJobs />
    </div>
  );
}

function Figures({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const money = (amounts: AdminStats['revenue']) =>
    amounts.length === 0
      ? formatMoney(0, defaultCurrency, i18n.language)
      : amounts.map((amount) => formatMoney(amount.amountMinor, amount.currency, i18n.language)).join(' · ');
  const onTime =
    stats.completedOrders === 0 ? (
      <span className="text-base font-normal text-ink-muted">{t('stats.onTimeNone')}</span>
    ) : (
      t('stats.onTimeValue', {
        rate: formatPercent(stats.completedOnTime / stats.completedOrders, i18n.language),
        count: stats.completedOrders,
      })
    );

  return (
    <div className="mt-8 flex flex-col gap-8">
      <Group title={t('stats.ordersGroup')}>
        <Stat label={t('stats.ordersToday')} value={stats.ordersToday} />
        <Stat label={t('stats.ordersThisWeek')} value={stats.ordersThisWeek} />
        <Stat label={t('stats.unassigned')} value={stats.unassignedPaidOrders} />
        <Stat
          label={t('stats.overdue')}
          value={stats.overdueOrders}
          tone={stats.overdueOrders > 0 ? 'warning' : 'plain'}
        />
        <Stat label={t('stats.unpaidOrders')} value={stats.unpaidOrders} />
        <Stat
          label={t('stats.onTime')}
          value={onTime}
          hint={t('stats.onTimeTarget', {
            percent: formatPercent(onTimeDeliveryPercent / 100, i18n.language),
          })}
        />
      </Group>
      <Group title={t('stats.revenueGroup')}>
        <Stat
          label={t('stats.revenue')}
          value={money(stats.revenue)}
          hint={
            stats.revenueOfDeletedOrders.length > 0
              ? t('stats.revenueDeleted', { amount: money(stats.revenueOfDeletedOrders) })
              : undefined
          }
        />
        <Stat label={t('stats.revenueThisWeek')} value={money(stats.revenueThisWeek)} />
        <Stat label={t('stats.refunds')} value={money(stats.refunds)} hint={t('stats.refundsHint')} />
      </Group>
      <Group title={t('stats.byStatusGroup')}>
        {orderStatuses.map((status) => (
          <Stat
            key={status}
            label={t(`common:orderStatus.${status}`)}
            value={stats.ordersByStatus[status] ?? 0}
          />
        ))}
      </Group>
      <Group title={t('stats.usersGroup')}>
        {roles.map((role) => (
          <Stat key={role} label={t(`stats.roles.${role}`)} value={stats.usersByRole[role] ?? 0} />
        ))}
        <Stat
          label={t('stats.awaitingApproval')}
          value={stats.designersAwaitingApproval}
          tone={stats.designersAwaitingApproval > 0 ? 'warning' : 'plain'}
        />
      </Group>
      <p className="text-sm text-ink-muted">{t('stats.periodsNote')}</p>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</dl>
    </section>
  );
}

function Stat({
  label,
  value,
  hint,
  tone = 'plain',
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  tone?: 'plain' | 'warning';
}) {
  const { i18n } = useTranslation();
  return (
    <div
      className={`flex flex-col gap-1 rounded-card border bg-white p-5 shadow-card ${
        tone === 'warning' ? 'border-warning-700' : 'border-border'
      }`}
    >
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-2xl font-semibold text-ink">
        {typeof value === 'number' ? formatNumber(value, i18n.language) : value}
      </dd>
      {hint ? <dd className="text-xs text-ink-muted">{hint}</dd> : null}
    </div>
  );
}
