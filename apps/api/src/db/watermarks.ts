// Where a scheduled job's last complete run got to (job_watermarks), so the next looks only at what came due since.

import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB, Executor } from './tables';

/** The watermark, or undefined before the job's first run. */
export const selectWatermark = async (db: Executor, name: string) =>
  (await db.selectFrom('job_watermarks').select('checked_until').where('name', '=', name).executeTakeFirst())
    ?.checked_until;

/** Moves a job's watermark forward (never back, should clocks disagree). */
export const advanceWatermark = (db: Executor, name: string, until: Date) =>
  db
    .insertInto('job_watermarks')
    .values({ name, checked_until: until })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ checked_until: sql`greatest(job_watermarks.checked_until, excluded.checked_until)` }),
    )
    .execute();

/**
 * One run of a watermarked schedule: in one transaction, locked against a second run of the same name (a retry
 * beside the next tick would see the same watermark), `work` is given (from, now] — from the watermark, or
 * `firstLookBackMs` before now on the first run ever — and the watermark then moves to now. Answers `work`'s
 * count (0 when the clock has not moved past the watermark).
 */
export async function runSinceWatermark(
  db: Kysely<DB>,
  name: string,
  now: Date,
  firstLookBackMs: number,
  work: (trx: Transaction<DB>, from: Date) => Promise<number>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
    const from = (await selectWatermark(trx, name)) ?? new Date(now.getTime() - firstLookBackMs);
    if (from >= now) return 0;
    const count = await work(trx, from);
    await advanceWatermark(trx, name, now);
    return count;
  });
}
