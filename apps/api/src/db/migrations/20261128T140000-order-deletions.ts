// A deleted order leaves a record (issue 30, defect 7): the money was taken, so its trace outlives the order.
// One row per deletion with what the order was and what was paid for it; the admin dashboard's revenue still
// counts what was paid for deleted orders (and says how much of it that is), and the Orders tab lists them.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE order_deletions (
      order_id uuid PRIMARY KEY,
      order_number integer NOT NULL,
      contact_email citext NOT NULL,
      status order_status NOT NULL,
      payment_status payment_status NOT NULL,
      currency currency NOT NULL,
      total_minor integer NOT NULL CHECK (total_minor >= 0),
      paid_at timestamptz,
      image_count integer NOT NULL,
      deleted_by uuid REFERENCES users (id) ON DELETE SET NULL,
      deleted_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX order_deletions_deleted_at_idx ON order_deletions (deleted_at DESC, order_id DESC);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE order_deletions`.execute(db);
}
