// Issue 33: the client's style (client_styles, with up to five reference photos) and the snapshot each paid order
// keeps of it; ratings of completed orders; a client's preferred and blocked designers, the first window in which
// a paid order is offered only to the preferred ones (orders.preferred_until), and its admin setting.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE client_styles (
      client_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      choices jsonb NOT NULL CHECK (jsonb_typeof(choices) = 'object'),
      note text CHECK (note IS NULL OR char_length(note) <= 2000),
      saved_at timestamptz NOT NULL
    );
    CREATE TABLE client_style_references (
      client_id uuid NOT NULL REFERENCES client_styles (client_id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position BETWEEN 0 AND 4),
      media_id uuid NOT NULL REFERENCES media (id) ON DELETE RESTRICT,
      PRIMARY KEY (client_id, position)
    );
    CREATE INDEX client_style_references_media_idx ON client_style_references (media_id);

    ALTER TABLE orders
      ADD COLUMN style_snapshot jsonb
        CHECK (style_snapshot IS NULL OR jsonb_typeof(style_snapshot) = 'object'),
      ADD COLUMN preferred_until timestamptz;
    CREATE TABLE order_style_references (
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position BETWEEN 0 AND 4),
      media_id uuid NOT NULL REFERENCES media (id) ON DELETE RESTRICT,
      PRIMARY KEY (order_id, position)
    );
    CREATE INDEX order_style_references_media_idx ON order_style_references (media_id);

    CREATE TABLE order_ratings (
      order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      client_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      designer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
      comment text CHECK (comment IS NULL OR char_length(comment) <= 1000),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX order_ratings_designer_idx ON order_ratings (designer_id);

    CREATE TYPE designer_preference AS ENUM ('preferred', 'blocked');
    CREATE TABLE designer_preferences (
      client_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      designer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      preference designer_preference NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (client_id, designer_id)
    );
    CREATE INDEX designer_preferences_designer_idx ON designer_preferences (designer_id, preference);

    CREATE TABLE assignment_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      preferred_window_percent smallint NOT NULL DEFAULT 25 CHECK (preferred_window_percent BETWEEN 0 AND 100),
      preferred_window_max_minutes integer NOT NULL DEFAULT 180
        CHECK (preferred_window_max_minutes BETWEEN 0 AND 10080),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO assignment_settings (id) VALUES (true);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE assignment_settings;
    DROP TABLE designer_preferences;
    DROP TYPE designer_preference;
    DROP TABLE order_ratings;
    DROP TABLE order_style_references;
    ALTER TABLE orders DROP COLUMN preferred_until, DROP COLUMN style_snapshot;
    DROP TABLE client_style_references;
    DROP TABLE client_styles;
  `.execute(db);
}
