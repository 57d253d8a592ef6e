// Alerts before an order is late (issue 34): once a minute across the nodes, every threshold an order at work has
// passed is recorded once (sla_alerts) and raises order.at_risk: an e-mail to every admin per order and threshold
// (unclaimed, not delivered, overdue), a reminder to the order's designer, and the console's board and banner
// refresh live.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/tables';
import { defineEvent, emit } from '../../../events/events';
import { defineSchedule } from '../../../jobs/job-definitions';
import type { Jobs } from '../../../jobs/jobs';
import { mailToEach, type OutgoingMail, selectActiveAdminRecipients, sendMail } from '../../mail';
import { liveOrderEvent } from '../live/live.record';
import { atRiskMail, designerReminderMail } from './sla.mail';
import { insertDueAlerts, selectAlertNotice, selectSlaSettings } from './sla.queries';

const Alert = z.object({
  orderId: z.uuid(),
  kind: z.enum(['unclaimed', 'undelivered', 'overdue', 'designer_reminder']),
});

export const ordersAtRisk = defineEvent({
  name: 'order.at_risk',
  when: 'orders at work pass an alert threshold (the orders.sla-alerts schedule): once per order, threshold and due time',
  payload: z.object({ alerts: z.array(Alert), origin: z.url() }),
}).reactions([
  liveOrderEvent('changed', ({ alerts }) => ({
    orderIds: [...new Set(alerts.map((alert) => alert.orderId))],
  })),
  sendMail(
    'the alert to every active admin, each in their language, once per order and threshold',
    async (trx, p) => {
      const admins = await selectActiveAdminRecipients(trx);
      const mails: OutgoingMail[] = [];
      for (const alert of p.alerts) {
        if (alert.kind === 'designer_reminder') continue;
        const order = await selectAlertNotice(trx, alert.orderId);
        if (!order?.due_at) continue;
        const data = {
          orderNumber: order.order_number,
          kind: alert.kind,
          dueAt: order.due_at.toISOString(),
          designer: order.designer_name,
          boardUrl: `${p.origin}/staff/admin/at-risk`,
        };
        mails.push(...(await mailToEach(admins, (language) => atRiskMail(language, data))));
      }
      return mails;
    },
  ),
  sendMail('a reminder to the order’s designer when most of its time is gone', async (trx, p) => {
    const mails: OutgoingMail[] = [];
    for (const alert of p.alerts) {
      if (alert.kind !== 'designer_reminder') continue;
      const order = await selectAlertNotice(trx, alert.orderId);
      if (!order?.due_at || !order.designer_email) continue;
      const language = order.designer_language ?? 'en';
      const mail = await designerReminderMail(language, {
        orderNumber: order.order_number,
        dueAt: order.due_at.toISOString(),
        studioUrl: `${p.origin}/staff/designer`,
      });
      mails.push({ ...mail, to: order.designer_email, language });
    }
    return mails;
  }),
]);

export const slaAlertsSchedule = defineSchedule({
  name: 'orders.sla-alerts',
  does: 'records the alerts of orders at work past a threshold and raises order.at_risk for the new ones',
  cron: '* * * * *',
});

/** One run: the alerts now due, recorded and raised in one transaction. Answers how many were new. */
export async function recordSlaAlerts(db: Kysely<DB>, now: Date, origin: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const settings = await selectSlaSettings(trx);
    const alerts = await insertDueAlerts(trx, settings, now);
    if (alerts.length > 0) {
      await emit({ trx, now }, ordersAtRisk, {
        alerts: alerts.map((alert) => ({ orderId: alert.order_id, kind: alert.kind })),
        origin,
      });
    }
    return alerts.length;
  });
}

export function registerSlaJobs(jobs: Jobs, deps: { db: Kysely<DB>; now: () => Date; origin: string }): void {
  jobs.schedule(slaAlertsSchedule, async () => {
    await recordSlaAlerts(deps.db, deps.now(), deps.origin);
  });
}
