// The orders module's scheduled work (jobs/job-definitions.ts), with the live channel's (live/live.jobs.ts), the
// preferred designers' window and the delivery promise's alerts (sla/sla.alerts.ts).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { defineSchedule } from '../../jobs/job-definitions';
import type { Jobs } from '../../jobs/jobs';
import { registerLiveJobs } from './live/live.jobs';
import { deleteAbandonedUnpaidOrders } from './orders.service';
import { registerRatingsJobs } from './ratings/ratings.jobs';
import { registerSlaJobs } from './sla/sla.alerts';

export const unpaidCleanupSchedule = defineSchedule({
  name: 'orders.cleanup',
  does: 'deletes orders left unpaid for 7 days, at most 1,000 a run (order.unpaid_discarded)',
  cron: '17 * * * *',
});

export function registerOrdersJobs(
  jobs: Jobs,
  deps: { db: Kysely<DB>; now: () => Date; origin: string },
): void {
  registerLiveJobs(jobs, deps);
  registerRatingsJobs(jobs, deps);
  registerSlaJobs(jobs, deps);
  jobs.schedule(unpaidCleanupSchedule, async () => {
    await deleteAbandonedUnpaidOrders(deps);
  });
}
