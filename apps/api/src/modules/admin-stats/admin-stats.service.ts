// admin.stats: the Dashboard tab's figures. "Today" and "this week" are UTC calendar periods (the week starts on
// Monday), so every admin sees the same numbers whatever their time zone.
import { type AdminStats, type Currency, orderStatuses, roles } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import {
  selectOrdersAtWork,
  selectPaidOrderFigures,
  selectRevenue,
  selectUnpaidOrderCount,
  selectUserFigures,
} from './admin-stats.queries';

export function periodStarts(now: Date): { todayStart: Date; weekStart: Date } {
  const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysSinceMonday = (todayStart.getUTCDay() + 6) % 7;
  const weekStart = new Date(todayStart.getTime() - daysSinceMonday * 86_400_000);
  return { todayStart, weekStart };
}

export async function adminStats(deps: { db: Kysely<DB>; now: () => Date }): Promise<AdminStats> {
  const now = deps.now();
  const { todayStart, weekStart } = periodStarts(now);
  const [orders, atWork, revenue, unpaid, users] = await Promise.all([
    selectPaidOrderFigures(deps.db, todayStart, weekStart),
    selectOrdersAtWork(deps.db, now),
    selectRevenue(deps.db, weekStart),
    selectUnpaidOrderCount(deps.db),
    selectUserFigures(deps.db),
  ]);
  const sum = (pick: (row: (typeof orders)[number]) => string) =>
    orders.reduce((total, row) => total + Number(pick(row)), 0);
  const completed = orders.find((row) => row.status === 'completed');
  return {
    ordersByStatus: Object.fromEntries(
      orderStatuses.map((status) => [
        status,
        Number(orders.find((row) => row.status === status)?.total ?? 0),
      ]),
    ) as AdminStats['ordersByStatus'],
    ordersToday: sum((row) => row.today),
    ordersThisWeek: sum((row) => row.this_week),
    unpaidOrders: Number(unpaid.n),
    revenue: revenue.map((row) => ({ currency: row.currency as Currency, amountMinor: Number(row.total) })),
    revenueThisWeek: revenue.map((row) => ({
      currency: row.currency as Currency,
      amountMinor: Number(row.this_week),
    })),
    revenueOfDeletedOrders: revenue
      .filter((row) => Number(row.deleted) > 0)
      .map((row) => ({ currency: row.currency as Currency, amountMinor: Number(row.deleted) })),
    refunds: revenue
      .filter((row) => Number(row.refunded) > 0)
      .map((row) => ({ currency: row.currency as Currency, amountMinor: Number(row.refunded) })),
    unassignedPaidOrders: Number(atWork.unassigned),
    overdueOrders: Number(atWork.overdue),
    completedOrders: Number(completed?.total ?? 0),
    completedOnTime: Number(completed?.on_time ?? 0),
    usersByRole: Object.fromEntries(
      roles.map((role) => [role, Number(users.find((row) => row.role === role)?.total ?? 0)]),
    ) as AdminStats['usersByRole'],
    designersAwaitingApproval: users.reduce((total, row) => total + Number(row.awaiting), 0),
  };
}
