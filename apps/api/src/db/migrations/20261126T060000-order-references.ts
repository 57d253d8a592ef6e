// Reference images of an order ("a sky like this", "staging style"): uploads of the order's draft attached to
// one photo (order_image_id) or to the whole order (null), at most 3 each, in the client's order.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE order_references (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      order_image_id uuid REFERENCES order_images (id) ON DELETE CASCADE,
      media_id uuid NOT NULL REFERENCES media (id) ON DELETE RESTRICT,
      position smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
      UNIQUE (order_id, media_id)
    );
    CREATE INDEX order_references_media_idx ON order_references (media_id);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE order_references`.execute(db);
}
