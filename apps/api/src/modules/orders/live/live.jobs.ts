// The live channel's scheduled work, once per tick across the nodes (pg-boss): events are kept an hour (long
// enough for any reconnect to resume), and orders that became overdue raise order.overdue, since no statement
// makes them so.

import type { Kysely } from 'kysely';
import type { DB } from '../../../db/tables';
import { runSinceWatermark } from '../../../db/watermarks';
import { emit } from '../../../events/events';
import { defineSchedule } from '../../../jobs/job-definitions';
import type { Jobs } from '../../../jobs/jobs';
import { ordersOverdue } from '../orders.events';
import { pruneOrderEvents, selectOrdersDueBetween } from './live.queries';

export const orderEventsKeptMs = 60 * 60 * 1000;
/** The first run ever looks back this far. */
const overdueFirstWindowMs = 5 * 60 * 1000;

export const overdueSchedule = defineSchedule({
  name: 'orders.overdue',
  does: 'raises order.overdue for the paid orders whose due time passed since the last run',
  cron: '* * * * *',
});

export const pruneEventsSchedule = defineSchedule({
  name: 'orders.events.prune',
  does: 'deletes live events older than an hour (every reconnect within that time can still resume)',
  cron: '*/10 * * * *',
});

export const recordOverdueOrders = (db: Kysely<DB>, now: Date): Promise<number> =>
  runSinceWatermark(db, overdueSchedule.name, now, overdueFirstWindowMs, async (trx, from) => {
    const orderIds = await selectOrdersDueBetween(trx, from, now);
    await emit({ trx, now }, ordersOverdue, { orderIds });
    return orderIds.length;
  });

/** Deletes the events older than an hour: every reconnect within that time can still resume. */
export const pruneOldOrderEvents = (db: Kysely<DB>, now: Date) =>
  pruneOrderEvents(db, new Date(now.getTime() - orderEventsKeptMs));

export function registerLiveJobs(jobs: Jobs, deps: { db: Kysely<DB>; now: () => Date }): void {
  jobs.schedule(pruneEventsSchedule, async () => {
    await pruneOldOrderEvents(deps.db, deps.now());
  });
  jobs.schedule(overdueSchedule, async () => {
    await recordOverdueOrders(deps.db, deps.now());
  });
}
