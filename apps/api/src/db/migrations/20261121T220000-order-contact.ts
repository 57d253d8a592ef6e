// The wizard's "Your Details" step asks for the address of the property the photos show.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE orders ADD COLUMN contact_property_address text CHECK (length(contact_property_address) <= 500);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN contact_property_address;`.execute(db);
}
