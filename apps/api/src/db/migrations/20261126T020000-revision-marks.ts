// Revision marks drawn on a photo and the delivery they were drawn on. `revision_marks` holds the client's
// numbered pins ([{ x, y, note }], x and y as fractions of the photo's width and height); `revised_media_id`
// keeps the delivery the revision was asked on, so the designer sees the marks over it after redelivering and
// the photo's history keeps it (it is deleted with the order, like every file of the order).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE order_images
      ADD COLUMN revision_marks jsonb NOT NULL DEFAULT '[]'::jsonb
        CHECK (jsonb_typeof(revision_marks) = 'array' AND jsonb_array_length(revision_marks) <= 10),
      ADD COLUMN revised_media_id uuid REFERENCES media (id) ON DELETE RESTRICT;
    CREATE INDEX order_images_revised_media_idx ON order_images (revised_media_id)
      WHERE revised_media_id IS NOT NULL;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE order_images DROP COLUMN revised_media_id, DROP COLUMN revision_marks;
  `.execute(db);
}
