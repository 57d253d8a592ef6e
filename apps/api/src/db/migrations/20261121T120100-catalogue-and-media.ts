// Order drafts (the wizard before payment), uploaded media with their variants, and the service catalogue.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TYPE media_format AS ENUM ('jpeg', 'png', 'webp', 'gif');
    CREATE TYPE media_status AS ENUM ('pending', 'ready', 'failed');
    CREATE TYPE media_quality AS ENUM ('thumbnail', 'preview', 'original');
    CREATE TYPE service_category AS ENUM (
      'sky_replacement', 'object_removal', 'color_correction',
      'lighting_enhancement', 'virtual_staging', 'landscaping'
    );
    CREATE TYPE service_image_kind AS ENUM ('before', 'after', 'portfolio');

    -- The order wizard's server-side state. Uploads happen before any account exists, so they belong to a
    -- draft identified by a random token (only its hash is stored). state holds the wizard's choices
    -- (images with services and notes, contact details, discount code), validated by the API's schemas.
    CREATE TABLE order_drafts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash bytea NOT NULL UNIQUE,
      user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      language language NOT NULL DEFAULT 'en',
      state jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(state) = 'object'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX order_drafts_user_idx ON order_drafts (user_id);
    CREATE INDEX order_drafts_expires_idx ON order_drafts (expires_at);
    CREATE TRIGGER order_drafts_updated_at BEFORE UPDATE ON order_drafts
      FOR EACH ROW EXECUTE FUNCTION set_updated_at();

    -- An uploaded image. Owned by a draft until its order exists, or by a user. Never stored under the
    -- user's file name (original_filename is for display only). Rows whose owners are gone and that no
    -- order or service references are orphans for the clean-up job, which also deletes their files.
    CREATE TABLE media (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      order_draft_id uuid REFERENCES order_drafts (id) ON DELETE SET NULL,
      original_filename text CHECK (length(original_filename) <= 255),
      format media_format NOT NULL,
      byte_size integer NOT NULL CHECK (byte_size > 0),
      width integer CHECK (width > 0),
      height integer CHECK (height > 0),
      sha256 bytea CHECK (length(sha256) = 32),
      -- A tiny preview (e.g. a data: URL or thumbhash) shown while the real image loads.
      placeholder text CHECK (length(placeholder) <= 4096),
      status media_status NOT NULL DEFAULT 'pending',
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT media_ready_has_size CHECK (status <> 'ready' OR (width IS NOT NULL AND height IS NOT NULL))
    );
    CREATE INDEX media_owner_user_idx ON media (owner_user_id);
    CREATE INDEX media_order_draft_idx ON media (order_draft_id);
    CREATE INDEX media_status_created_idx ON media (status, created_at);
    CREATE TRIGGER media_updated_at BEFORE UPDATE ON media FOR EACH ROW EXECUTE FUNCTION set_updated_at();

    -- Stored renditions of a media item, one per quality; storage_key addresses it in the storage backend.
    CREATE TABLE media_variants (
      media_id uuid NOT NULL REFERENCES media (id) ON DELETE CASCADE,
      quality media_quality NOT NULL,
      storage_key text NOT NULL UNIQUE,
      format media_format NOT NULL,
      byte_size integer NOT NULL CHECK (byte_size > 0),
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (media_id, quality)
    );

    CREATE TABLE services (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
      category service_category NOT NULL,
      price_minor integer NOT NULL CHECK (price_minor >= 0),
      currency currency NOT NULL DEFAULT 'USD',
      active boolean NOT NULL DEFAULT true,
      sort_order integer NOT NULL DEFAULT 0,
      -- Services that orders reference are archived instead of deleted, so order history keeps its lines.
      archived_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX services_listing_idx ON services (sort_order, slug) WHERE active AND archived_at IS NULL;
    CREATE TRIGGER services_updated_at BEFORE UPDATE ON services FOR EACH ROW EXECUTE FUNCTION set_updated_at();

    CREATE TABLE service_translations (
      service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
      language language NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      description text NOT NULL CHECK (length(description) <= 2000),
      PRIMARY KEY (service_id, language)
    );

    -- Example images of a service: at most one before and one after, any number of portfolio images.
    CREATE TABLE service_images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
      media_id uuid NOT NULL REFERENCES media (id) ON DELETE CASCADE,
      kind service_image_kind NOT NULL,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX service_images_before_after_key ON service_images (service_id, kind)
      WHERE kind IN ('before', 'after');
    CREATE INDEX service_images_service_idx ON service_images (service_id, kind, position);
    CREATE INDEX service_images_media_idx ON service_images (media_id);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE service_images, service_translations, services, media_variants, media, order_drafts;
    DROP TYPE service_image_kind, service_category, media_quality, media_status, media_format;
  `.execute(db);
}
