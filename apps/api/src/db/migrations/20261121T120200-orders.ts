// Orders with their images, the services chosen per image (priced at order time), status history and
// discount codes.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TYPE order_status AS ENUM ('pending', 'in_progress', 'ready_for_review', 'revision_requested', 'completed');
    CREATE TYPE payment_status AS ENUM ('awaiting_payment', 'paid', 'failed', 'canceled', 'refunded');
    CREATE TYPE payment_provider AS ENUM ('stripe', 'offline');
    CREATE TYPE discount_kind AS ENUM ('percent', 'fixed');

    CREATE TABLE discount_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code citext NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{3,40}$'),
      kind discount_kind NOT NULL,
      -- percent: 1..100; fixed: minor units of currency.
      value integer NOT NULL CHECK (value > 0),
      currency currency,
      -- NULL means unlimited. Redeem atomically: UPDATE ... SET uses = uses + 1 WHERE uses < max_uses.
      max_uses integer CHECK (max_uses > 0),
      uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
      -- The admin's switch; a code is usable when active, not expired and not used up.
      active boolean NOT NULL DEFAULT true,
      expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT discount_codes_uses_within_max CHECK (max_uses IS NULL OR uses <= max_uses),
      CONSTRAINT discount_codes_value_kind CHECK (
        (kind = 'percent' AND value <= 100 AND currency IS NULL) OR (kind = 'fixed' AND currency IS NOT NULL)
      )
    );
    CREATE TRIGGER discount_codes_updated_at BEFORE UPDATE ON discount_codes
      FOR EACH ROW EXECUTE FUNCTION set_updated_at();

    -- The short human order number shown in e-mails and the UI (#10001, #10002, ...).
    CREATE SEQUENCE order_number_seq START WITH 10001;

    CREATE TABLE orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_number integer NOT NULL UNIQUE DEFAULT nextval('order_number_seq'),
      -- The client account is created at fulfilment (payment), so it is NULL until the order is paid.
      client_id uuid,
      client_role user_role NOT NULL DEFAULT 'client' CHECK (client_role = 'client'),
      designer_id uuid,
      designer_role user_role NOT NULL DEFAULT 'designer' CHECK (designer_role = 'designer'),
      order_draft_id uuid UNIQUE REFERENCES order_drafts (id) ON DELETE SET NULL,
      status order_status NOT NULL DEFAULT 'pending',
      payment_status payment_status NOT NULL DEFAULT 'awaiting_payment',
      currency currency NOT NULL,
      subtotal_minor integer NOT NULL CHECK (subtotal_minor >= 0),
      discount_minor integer NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
      total_minor integer NOT NULL CHECK (total_minor >= 0),
      discount_code_id uuid REFERENCES discount_codes (id) ON DELETE RESTRICT,
      notes text CHECK (length(notes) <= 5000),
      contact_email citext NOT NULL CHECK (length(contact_email) BETWEEN 3 AND 254),
      contact_first_name text CHECK (length(contact_first_name) <= 100),
      contact_last_name text CHECK (length(contact_last_name) <= 100),
      contact_phone text CHECK (length(contact_phone) <= 40),
      contact_company text CHECK (length(contact_company) <= 200),
      language language NOT NULL DEFAULT 'en',
      payment_provider payment_provider,
      payment_intent_id text,
      paid_at timestamptz,
      -- Delivery deadline: 24 h after payment.
      due_at timestamptz,
      claimed_at timestamptz,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- A client may only be a client user, a designer only a designer user.
      CONSTRAINT orders_client_fkey FOREIGN KEY (client_id, client_role)
        REFERENCES users (id, role) ON DELETE RESTRICT,
      CONSTRAINT orders_designer_fkey FOREIGN KEY (designer_id, designer_role)
        REFERENCES users (id, role) ON DELETE RESTRICT,
      CONSTRAINT orders_payment_intent_key UNIQUE (payment_provider, payment_intent_id),
      CONSTRAINT orders_intent_has_provider CHECK (payment_intent_id IS NULL OR payment_provider IS NOT NULL),
      CONSTRAINT orders_amounts CHECK (discount_minor <= subtotal_minor AND total_minor = subtotal_minor - discount_minor),
      CONSTRAINT orders_paid_has_time CHECK (payment_status NOT IN ('paid', 'refunded') OR paid_at IS NOT NULL),
      CONSTRAINT orders_paid_has_client CHECK (paid_at IS NULL OR client_id IS NOT NULL),
      -- Only paid orders reach designers.
      CONSTRAINT orders_designer_only_when_paid CHECK (designer_id IS NULL OR paid_at IS NOT NULL)
    );
    ALTER SEQUENCE order_number_seq OWNED BY orders.order_number;
    CREATE INDEX orders_client_idx ON orders (client_id, created_at DESC);
    CREATE INDEX orders_designer_idx ON orders (designer_id, status);
    CREATE INDEX orders_available_idx ON orders (paid_at) WHERE designer_id IS NULL AND paid_at IS NOT NULL;
    CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC);
    CREATE INDEX orders_created_idx ON orders (created_at DESC);
    CREATE INDEX orders_contact_email_idx ON orders (contact_email);
    CREATE INDEX orders_discount_code_idx ON orders (discount_code_id);
    CREATE TRIGGER orders_updated_at BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION set_updated_at();

    CREATE TABLE order_images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      position integer NOT NULL CHECK (position >= 0),
      original_media_id uuid NOT NULL REFERENCES media (id) ON DELETE RESTRICT,
      edited_media_id uuid REFERENCES media (id) ON DELETE RESTRICT,
      client_note text CHECK (length(client_note) <= 2000),
      designer_note text CHECK (length(designer_note) <= 2000),
      submitted_at timestamptz,
      -- One revision per image; once used the image shows "Revision Used".
      revision_used boolean NOT NULL DEFAULT false,
      revision_note text CHECK (length(revision_note) <= 2000),
      revision_requested_at timestamptz,
      accepted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT order_images_position_key UNIQUE (order_id, position),
      CONSTRAINT order_images_original_key UNIQUE (order_id, original_media_id),
      CONSTRAINT order_images_revision CHECK (revision_used = (revision_requested_at IS NOT NULL))
    );
    CREATE INDEX order_images_original_media_idx ON order_images (original_media_id);
    CREATE INDEX order_images_edited_media_idx ON order_images (edited_media_id);
    CREATE TRIGGER order_images_updated_at BEFORE UPDATE ON order_images
      FOR EACH ROW EXECUTE FUNCTION set_updated_at();

    -- The services chosen for an image, with the price charged at order time.
    CREATE TABLE order_image_services (
      order_image_id uuid NOT NULL REFERENCES order_images (id) ON DELETE CASCADE,
      service_id uuid NOT NULL REFERENCES services (id) ON DELETE RESTRICT,
      price_minor integer NOT NULL CHECK (price_minor >= 0),
      currency currency NOT NULL,
      PRIMARY KEY (order_image_id, service_id)
    );
    CREATE INDEX order_image_services_service_idx ON order_image_services (service_id);

    -- Every status change with who made it (NULL: the system, e.g. a payment webhook) and when.
    CREATE TABLE order_status_history (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      from_status order_status,
      to_status order_status NOT NULL,
      changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
      note text CHECK (length(note) <= 2000),
      changed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, changed_at);

    -- One redemption per order; written in the same transaction that increments discount_codes.uses.
    CREATE TABLE discount_redemptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      discount_code_id uuid NOT NULL REFERENCES discount_codes (id) ON DELETE RESTRICT,
      order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
      amount_minor integer NOT NULL CHECK (amount_minor >= 0),
      currency currency NOT NULL,
      redeemed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX discount_redemptions_code_idx ON discount_redemptions (discount_code_id);
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE discount_redemptions, order_status_history, order_image_services, order_images, orders,
      discount_codes;
    DROP TYPE discount_kind, payment_provider, payment_status, order_status;
  `.execute(db);
}
