// Bracketed exposures (issue 32): what grouping needs of each upload, read from its EXIF when it is processed
// (camera, capture time, exposure in stops, size: brackets/bracket-capture.ts). NULL: no usable EXIF, so the file
// is a photo on its own.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE media ADD COLUMN capture jsonb CHECK (capture IS NULL OR jsonb_typeof(capture) = 'object');
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE media DROP COLUMN capture;`.execute(db);
}
