// The last run of each background job, across nodes: when it last started, succeeded and failed, and the last
// error, for the admin console and the operators (a failing scheduled job used to show only in one node's log).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE job_runs (
      job text PRIMARY KEY,
      last_started_at timestamptz NOT NULL,
      last_succeeded_at timestamptz,
      last_failed_at timestamptz,
      last_error text,
      failures_in_a_row integer NOT NULL DEFAULT 0 CHECK (failures_in_a_row >= 0)
    )
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE job_runs`.execute(db);
}
