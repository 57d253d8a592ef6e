// The sign-in handed over on /payment-success: a one-time auto-login token bound to the order that created the
// client's account (at most one per order), deleted with the order.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE auto_login_tokens ADD COLUMN order_id uuid REFERENCES orders (id) ON DELETE CASCADE;
    CREATE UNIQUE INDEX auto_login_tokens_order_idx ON auto_login_tokens (order_id) WHERE order_id IS NOT NULL;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE auto_login_tokens DROP COLUMN order_id`.execute(db);
}
