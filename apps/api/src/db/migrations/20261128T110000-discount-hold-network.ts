// Where a checkout's discount hold came from (its address, as a /32 or a /64 network): one address counts for at
// most one live hold of a code, so a few abandoned anonymous checkouts cannot block a limited code for others.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE discount_reservations ADD COLUMN holder_network inet`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE discount_reservations DROP COLUMN holder_network`.execute(db);
}
