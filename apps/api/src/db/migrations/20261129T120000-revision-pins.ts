// One name per idea: a numbered point with a note on a photo is a "pin", whether the client puts it there when
// ordering (instruction pins) or when asking for a revision, so the revision's column is too (it was
// revision_marks).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE order_images RENAME COLUMN revision_marks TO revision_pins;
    ALTER TABLE order_images RENAME CONSTRAINT order_images_revision_marks_check TO order_images_revision_pins_check;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE order_images RENAME CONSTRAINT order_images_revision_pins_check TO order_images_revision_marks_check;
    ALTER TABLE order_images RENAME COLUMN revision_pins TO revision_marks;
  `.execute(db);
}
