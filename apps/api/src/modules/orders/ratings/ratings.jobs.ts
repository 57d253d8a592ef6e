// The preferred designers' schedule: once a minute across the nodes, the unclaimed orders whose first window ended
// since the last run raise order.preferred_window_ended, so every designer's Available Orders shows them.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/tables';
import { runSinceWatermark } from '../../../db/watermarks';
import { emit } from '../../../events/events';
import { defineSchedule } from '../../../jobs/job-definitions';
import type { Jobs } from '../../../jobs/jobs';
import { preferredWindowsEnded } from './ratings.events';
import { selectWindowsEndedBetween } from './ratings.queries';

/** The first run ever looks back this far. */
const firstWindowMs = 5 * 60 * 1000;

export const preferredWindowSchedule = defineSchedule({
  name: 'orders.preferred-window',
  does: "raises order.preferred_window_ended for unclaimed orders whose preferred designers' window ended",
  cron: '* * * * *',
});

export const recordEndedWindows = (db: Kysely<DB>, now: Date): Promise<number> =>
  runSinceWatermark(db, preferredWindowSchedule.name, now, firstWindowMs, async (trx, from) => {
    const orderIds = await selectWindowsEndedBetween(trx, from, now);
    if (orderIds.length > 0) await emit({ trx, now }, preferredWindowsEnded, { orderIds });
    return orderIds.length;
  });

export function registerRatingsJobs(jobs: Jobs, deps: { db: Kysely<DB>; now: () => Date }): void {
  jobs.schedule(preferredWindowSchedule, async () => {
    await recordEndedWindows(deps.db, deps.now());
  });
}
