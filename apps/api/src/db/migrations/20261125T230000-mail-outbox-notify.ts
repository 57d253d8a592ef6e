// Mail is woken by the database, not polled: a statement that writes to the outbox notifies the channel
// `mail_outbox`. NOTIFY is transactional: it is delivered when the transaction commits, never if it rolls back,
// so a caller cannot forget to wake delivery and a rolled-back cause never wakes it.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION mail_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('mail_outbox', '');
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER mail_outbox_notify AFTER INSERT ON mail_outbox
      FOR EACH STATEMENT EXECUTE FUNCTION mail_outbox_notify();
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER mail_outbox_notify ON mail_outbox;
    DROP FUNCTION mail_outbox_notify();
  `.execute(db);
}
