// Before an order is late (issue 34): the console's "At risk" board and the alerts' thresholds. An order's time runs
// from its payment (or a guarantee redo's decision) to its due time; an alert goes to the admins once per order and
// threshold (unclaimed when `unclaimedPercent` of its time is gone, not delivered at `undeliveredPercent`, overdue)
// and a reminder to its designer at `reminderPercent`.
import { z } from 'zod';
import { OrderStatus } from './enums';

export const slaMessageKeys = { invalidPercent: 'errors.sla.invalidPercent' } as const;

const percent = z
  .number({ error: slaMessageKeys.invalidPercent })
  .int(slaMessageKeys.invalidPercent)
  .min(1, slaMessageKeys.invalidPercent)
  .max(100, slaMessageKeys.invalidPercent);

/** `admin.sla.settings.get` / `.update`. */
export const SlaSettings = z.object({
  unclaimedPercent: percent,
  undeliveredPercent: percent,
  reminderPercent: percent,
});
export type SlaSettings = z.infer<typeof SlaSettings>;

export const slaAlertKinds = ['unclaimed', 'undelivered', 'overdue', 'designer_reminder'] as const;
export const SlaAlertKind = z.enum(slaAlertKinds);
export type SlaAlertKind = z.infer<typeof SlaAlertKind>;

export const AtRiskOrder = z.object({
  id: z.uuid(),
  orderNumber: z.number().int(),
  clientEmail: z.string(),
  status: OrderStatus,
  designer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  dueAt: z.iso.datetime({ offset: true }),
  /** Negative once overdue. */
  minutesLeft: z.number().int(),
  /** How much of the order's time is gone, 0–100 and more. */
  elapsedPercent: z.number().int().nonnegative(),
  photos: z.number().int().nonnegative(),
  /** Photos with their (latest asked-for) edit delivered. */
  delivered: z.number().int().nonnegative(),
  /** Past an alert threshold (or overdue): what the console's banner counts. */
  atRisk: z.boolean(),
  alerts: z.array(SlaAlertKind),
});
export type AtRiskOrder = z.infer<typeof AtRiskOrder>;

/** `admin.sla.board`: the orders at work, each group by time left. */
export const AtRiskBoard = z.object({
  unclaimed: z.array(AtRiskOrder),
  inProgress: z.array(AtRiskOrder),
  overdue: z.array(AtRiskOrder),
  atRisk: z.number().int().nonnegative(),
  settings: SlaSettings,
});
export type AtRiskBoard = z.infer<typeof AtRiskBoard>;

/** How much of an order's time (from `from` to `dueAt`) is gone at `now`, in whole percent. */
export function elapsedPercent(from: Date, dueAt: Date, now: Date): number {
  const span = dueAt.getTime() - from.getTime();
  if (span <= 0) return 100;
  return Math.max(0, Math.floor(((now.getTime() - from.getTime()) * 100) / span));
}
