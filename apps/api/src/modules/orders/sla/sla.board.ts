// The console's "At risk" board (issue 34): the orders at work by time left, in three groups: nobody's yet, in
// progress (with their photos delivered), and overdue. An order past an alert threshold is "at risk" (the banner).
import { type AtRiskBoard, type AtRiskOrder, elapsedPercent, type SlaSettings } from '@photoedit/contracts';
import type { Executor } from '../../../db/tables';
import type { PlainServiceDeps } from '../../service-deps';
import { selectOrdersAtWork, selectSentAlerts, selectSlaSettings, updateSlaSettings } from './sla.queries';

/** The board reads at most this many orders at work, soonest due first. */
const boardSize = 500;

type Row = Awaited<ReturnType<typeof selectOrdersAtWork>>[number];

function atRiskOrder(row: Row, alerts: AtRiskOrder['alerts'], settings: SlaSettings, now: Date): AtRiskOrder {
  const dueAt = row.due_at as Date;
  const elapsed = elapsedPercent(row.due_from ?? dueAt, dueAt, now);
  const overdue = now >= dueAt;
  return {
    id: row.id,
    orderNumber: row.order_number,
    clientEmail: row.client_email,
    status: row.status,
    designer: row.designer_id ? { id: row.designer_id, name: row.designer_name ?? '' } : null,
    dueAt: dueAt.toISOString(),
    minutesLeft: Math.floor((dueAt.getTime() - now.getTime()) / 60_000),
    elapsedPercent: elapsed,
    photos: row.photos,
    delivered: row.delivered,
    atRisk:
      overdue ||
      elapsed >= settings.undeliveredPercent ||
      (row.designer_id === null && elapsed >= settings.unclaimedPercent),
    alerts,
  };
}

export async function atRiskBoard(deps: PlainServiceDeps): Promise<AtRiskBoard> {
  const now = deps.now();
  const [rows, settings] = await Promise.all([
    selectOrdersAtWork(deps.db, boardSize),
    selectSlaSettings(deps.db),
  ]);
  const sent = await selectSentAlerts(deps.db, rows);
  const orders = rows.map((row) =>
    atRiskOrder(
      row,
      sent.filter((alert) => alert.order_id === row.id).map((alert) => alert.kind),
      settings,
      now,
    ),
  );
  const overdue = orders.filter((order) => order.minutesLeft < 0);
  const onTime = orders.filter((order) => order.minutesLeft >= 0);
  return {
    unclaimed: onTime.filter((order) => order.designer === null),
    inProgress: onTime.filter((order) => order.designer !== null),
    overdue,
    atRisk: orders.filter((order) => order.atRisk).length,
    settings,
  };
}

export const slaSettings = (db: Executor) => selectSlaSettings(db);

export async function saveSlaSettings(db: Executor, settings: SlaSettings): Promise<SlaSettings> {
  await updateSlaSettings(db, settings);
  return selectSlaSettings(db);
}
