// A mail can be useless after a time (an access code past its expiry): such a mail is never sent late.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- After this time the mail is not sent at all (marked failed, 'expired before it could be sent').
    ALTER TABLE mail_outbox ADD COLUMN expires_at timestamptz;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE mail_outbox DROP COLUMN expires_at;`.execute(db);
}
