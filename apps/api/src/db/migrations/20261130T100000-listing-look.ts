// The listing consistency check (issue 33): what the media pipeline measured of each upload's look (colour cast,
// mid-tone lightness, clipped highlights, tilt: media.look.ts). NULL for files stored before the check existed,
// which the comparison leaves out.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE media ADD COLUMN look jsonb CHECK (look IS NULL OR jsonb_typeof(look) = 'object');
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE media DROP COLUMN look;`.execute(db);
}
