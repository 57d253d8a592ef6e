// Failed password logins per account (e-mail), across every address: the per-account throttle of ASVS 6.3
// (an exponentially growing, capped delay between guesses; never a lock-out a stranger could hold).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE login_failures (
      -- sha256 of the lower-cased e-mail, so addresses do not sit here in clear (known or not: no oracle).
      account_key text PRIMARY KEY,
      failures integer NOT NULL CHECK (failures >= 0),
      last_failed_at timestamptz NOT NULL,
      -- The earliest time the next guess is checked; earlier ones are answered 429 without checking.
      next_attempt_at timestamptz NOT NULL
    );
    CREATE INDEX login_failures_last_failed_idx ON login_failures (last_failed_at);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE login_failures;`.execute(db);
}
