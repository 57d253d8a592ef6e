// The public catalogue is cached in each node's memory (services/catalogue-cache.ts): any statement that changes
// services, their translations or their images notifies `catalogue_changed` when its transaction commits, and
// every node drops its copy.
import { type Kysely, sql } from 'kysely';

const tables = ['services', 'service_translations', 'service_images'];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION catalogue_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('catalogue_changed', '');
      RETURN NULL;
    END;
    $$;
  `.execute(db);
  for (const table of tables) {
    await sql`
      CREATE TRIGGER catalogue_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify();
    `.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) await sql`DROP TRIGGER catalogue_notify ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION catalogue_notify()`.execute(db);
}
