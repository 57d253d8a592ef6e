// How an outbox mail left: over SMTP, or into the development mailbox (no SMTP_URL configured).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE mail_outbox
      ADD COLUMN transport text CHECK (transport IN ('smtp', 'dev_mailbox'));
    COMMENT ON COLUMN mail_outbox.transport IS
      'NULL until delivered; smtp, or dev_mailbox when no SMTP server is configured (development)';
    -- Admin users list: newest first per role, keyset-paginated on (created_at, id).
    CREATE INDEX users_created_id_idx ON users (created_at DESC, id DESC);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX users_created_id_idx;
    ALTER TABLE mail_outbox DROP COLUMN transport;
  `.execute(db);
}
