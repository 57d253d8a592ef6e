// A checkout holds one use of its discount code from payments.start until it is paid (the hold becomes the
// redemption), fails, is canceled or expires: uses + live holds never exceed max_uses, so no more orders are
// paid with a code than it has uses.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE discount_reservations (
      order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      discount_code_id uuid NOT NULL REFERENCES discount_codes (id) ON DELETE CASCADE,
      -- A hold past this time counts no more (the unpaid checkout is abandoned).
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX discount_reservations_code_idx ON discount_reservations (discount_code_id, expires_at);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE discount_reservations;`.execute(db);
}
