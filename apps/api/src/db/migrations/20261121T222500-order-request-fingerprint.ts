// orders.create is idempotent: the same wizard request for the same draft returns the same unpaid order (a
// double click must not replace the order the first click's payment is about to use).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE orders ADD COLUMN request_fingerprint bytea CHECK (length(request_fingerprint) = 32);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN request_fingerprint;`.execute(db);
}
