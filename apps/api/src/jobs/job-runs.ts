// Each job's last run, kept in `job_runs` across nodes (the admin console shows it) and counted for the metrics.
// Recording never fails a job: a database that is away loses the record, not the work.
import type { AdminJobRun } from '@photoedit/contracts';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { DB } from '../db/tables';
import type { Logger } from '../logger';

export type JobOutcome = 'succeeded' | 'failed';

/** Told of every run this node finishes (the metrics count them). */
export type JobRunObserver = (job: string, outcome: JobOutcome, seconds: number) => void;

/** The longest error text kept: a stack or a driver's message, not a dump. */
const maxErrorLength = 2000;

export async function recordedRun(
  deps: { pool: pg.Pool; logger: Logger; observe?: JobRunObserver | undefined },
  job: string,
  run: () => Promise<void>,
): Promise<void> {
  const record = async (text: string, values: unknown[]) => {
    try {
      await deps.pool.query(text, values);
    } catch (error) {
      deps.logger.warn({ err: error, job }, 'cannot record the job run');
    }
  };
  const started = performance.now();
  await record(
    `INSERT INTO job_runs (job, last_started_at) VALUES ($1, now())
     ON CONFLICT (job) DO UPDATE SET last_started_at = now()`,
    [job],
  );
  try {
    await run();
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength);
    await record(
      `UPDATE job_runs SET last_failed_at = now(), last_error = $2, failures_in_a_row = failures_in_a_row + 1
       WHERE job = $1`,
      [job, message],
    );
    deps.observe?.(job, 'failed', (performance.now() - started) / 1000);
    throw error;
  }
  await record(`UPDATE job_runs SET last_succeeded_at = now(), failures_in_a_row = 0 WHERE job = $1`, [job]);
  deps.observe?.(job, 'succeeded', (performance.now() - started) / 1000);
}

/** Every job's last run for the admin console: failing jobs first, then by name. */
export async function listJobRuns(db: Kysely<DB>): Promise<AdminJobRun[]> {
  const rows = await db
    .selectFrom('job_runs')
    .selectAll()
    .orderBy(sql`failures_in_a_row > 0`, 'desc')
    .orderBy('job')
    .execute();
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return rows.map((row) => ({
    job: row.job,
    lastStartedAt: row.last_started_at.toISOString(),
    lastSucceededAt: iso(row.last_succeeded_at),
    lastFailedAt: iso(row.last_failed_at),
    lastError: row.last_error,
    failuresInARow: row.failures_in_a_row,
  }));
}
