// Bracketed exposures (issue 32): a photo of an order may be a set of 2–9 frames (order_image_frames, in capture
// order; the image's original_media_id is the set's middle exposure, its thumbnail), and a set's automatic
// blended preview is stored once per set of frames (bracket_previews, keyed by the frames: a set the client
// changes is a new key, so removing a frame re-blends). A single photo has no frames rows and no key.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE bracket_previews (
      frames_key text PRIMARY KEY CHECK (frames_key ~ '^[0-9a-f]{64}$'),
      frame_ids uuid[] NOT NULL CHECK (cardinality(frame_ids) BETWEEN 2 AND 9),
      media_id uuid REFERENCES media (id) ON DELETE CASCADE,
      camera_moved boolean,
      failed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bracket_previews_media_idx ON bracket_previews (media_id);

    CREATE TABLE order_image_frames (
      order_image_id uuid NOT NULL REFERENCES order_images (id) ON DELETE CASCADE,
      media_id uuid NOT NULL REFERENCES media (id) ON DELETE RESTRICT,
      position smallint NOT NULL CHECK (position BETWEEN 0 AND 8),
      PRIMARY KEY (order_image_id, position),
      CONSTRAINT order_image_frames_media_key UNIQUE (order_image_id, media_id)
    );
    CREATE INDEX order_image_frames_media_idx ON order_image_frames (media_id);

    ALTER TABLE order_images ADD COLUMN frames_key text CHECK (frames_key ~ '^[0-9a-f]{64}$');
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE order_images DROP COLUMN frames_key;
    DROP TABLE order_image_frames;
    DROP TABLE bracket_previews;
  `.execute(db);
}
