// The pre-payment photo check of each upload ({ flags, dhash }, see contracts/photo-check.ts), measured once by
// the media pipeline. Older uploads have none.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE media ADD COLUMN photo_check jsonb`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE media DROP COLUMN photo_check`.execute(db);
}
