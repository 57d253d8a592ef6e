// The admin's user search at scale (docs/scale.md): one trigram index over what the search looks in (e-mail,
// first and last name, display name, lower-cased and joined by spaces), so `LIKE '%text%'` is an index scan
// instead of four case-insensitive comparisons on every user. The query uses the same expression
// (users.queries.ts: userSearchText).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX users_search_trgm_idx ON users USING gin ((lower(
      email::text || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' ||
      coalesce(display_name, '')
    )) gin_trgm_ops)
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX users_search_trgm_idx`.execute(db);
}
