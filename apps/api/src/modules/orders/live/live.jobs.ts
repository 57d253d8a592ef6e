// The live channel's scheduled work, once per tick across the nodes (pg-boss): events are kept an hour (long
// enough for any reconnect to resume), and orders that became overdue get an event, since no statement makes them so.

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../../db/tables';
import { advanceWatermark, selectWatermark } from '../../../db/watermarks';
import type { Jobs } from '../../../jobs/jobs';
import { insertOverdueEvents, pruneOrderEvents } from './live.queries';

export const orderEventsKeptMs = 60 * 60 * 1000;
const overdueJob = 'orders.overdue';
/** The first run ever looks back this far. */
const overdueFirstWindowMs = 5 * 60 * 1000;

export async function recordOverdueOrders(db: Kysely<DB>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Two runs at once (a retry beside the next tick) would both see the same watermark.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${overdueJob}))`.execute(trx);
    const from = (await selectWatermark(trx, overdueJob)) ?? new Date(now.getTime() - overdueFirstWindowMs);
    if (from >= now) return 0;
    const count = await insertOverdueEvents(trx, from, now);
    await advanceWatermark(trx, overdueJob, now);
    return count;
  });
}

/** Deletes the events older than an hour: every reconnect within that time can still resume. */
export const pruneOldOrderEvents = (db: Kysely<DB>, now: Date) =>
  pruneOrderEvents(db, new Date(now.getTime() - orderEventsKeptMs));

export function registerLiveJobs(jobs: Jobs, deps: { db: Kysely<DB>; now: () => Date }): void {
  jobs.schedule('orders.events.prune', '*/10 * * * *', async () => {
    await pruneOldOrderEvents(deps.db, deps.now());
  });
  jobs.schedule(overdueJob, '* * * * *', async () => {
    await recordOverdueOrders(deps.db, deps.now());
  });
}
