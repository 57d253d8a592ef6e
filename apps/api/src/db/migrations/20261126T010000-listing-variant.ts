// The listing-ready size of an edited photo (JPEG, sRGB, long edge 2048 px) is one more variant of its media:
// made once by the media pipeline, cached in storage, deleted with the media like the other variants.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TYPE media_quality ADD VALUE IF NOT EXISTS 'listing'`.execute(db);
}

// PostgreSQL cannot drop an enum value; rows of it are removed so that an older build never meets one.
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM media_variants WHERE quality::text = 'listing'`.execute(db);
}
