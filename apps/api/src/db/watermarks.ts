// Where a scheduled job's last complete run got to (job_watermarks), so the next looks only at what came due since.
import { sql } from 'kysely';
import type { Executor } from './tables';

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
