// The webhooks' background work: every node attempts due deliveries when a change records some (NOTIFY on commit,
// polling while LISTEN is down), and the `webhooks.retry` schedule takes the retries that came due.

import { webhookRules } from '@photoedit/contracts';
import { type ListenSource, listen } from '../../db/listen';
import { defineSchedule } from '../../jobs/job-definitions';
import type { Jobs } from '../../jobs/jobs';
import { deliverDueWebhooks, type WebhookDeliveryDeps } from './webhooks.delivery';
import { deleteOldEvents } from './webhooks.queries';

export const webhooksChannel = 'webhook_deliveries';

export const webhookRetrySchedule = defineSchedule({
  name: 'webhooks.retry',
  does: 'sends the webhook deliveries whose back-off has passed; switches off endpoints failing for three days',
  cron: '* * * * *',
});

export const webhookPruneSchedule = defineSchedule({
  name: 'webhooks.prune',
  does: `removes webhook events older than ${webhookRules.keepDays} days with nothing left to deliver, and their log`,
  cron: '41 3 * * *',
});

/** The events (and deliveries) past their keeping time; how many events went. */
export function pruneWebhookEvents(deps: Pick<WebhookDeliveryDeps, 'db' | 'now'>): Promise<number> {
  return deleteOldEvents(deps.db, new Date(deps.now().getTime() - webhookRules.keepDays * 86_400_000));
}

export function registerWebhookJobs(jobs: Jobs, deps: WebhookDeliveryDeps) {
  jobs.schedule(webhookRetrySchedule, async () => {
    await deliverDueWebhooks(deps);
  });
  jobs.schedule(webhookPruneSchedule, async () => {
    await pruneWebhookEvents(deps);
  });
}

export interface WebhookDispatcher {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** One pass at a time per node; a wake-up during a pass runs another after it. */
export function createWebhookDispatcher(
  deps: WebhookDeliveryDeps & { listenSource: ListenSource },
): WebhookDispatcher {
  let stopped = true;
  let running: Promise<void> | undefined;
  let again = false;
  let listening: { stop(): Promise<void> } | undefined;
  const pass = async () => {
    do {
      again = false;
      await deliverDueWebhooks(deps).catch((error: unknown) =>
        deps.log.error({ err: error }, 'webhook delivery pass failed'),
      );
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = undefined;
    });
  };
  return {
    start: async () => {
      if (!stopped) return;
      stopped = false;
      listening = await listen(deps.listenSource, webhooksChannel, wake, deps.log);
      wake();
    },
    stop: async () => {
      stopped = true;
      await listening?.stop();
      listening = undefined;
      await running;
    },
  };
}
