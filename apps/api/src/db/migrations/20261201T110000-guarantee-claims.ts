// Issue 34: the 30-day guarantee. A client's claim on a photo of a completed order (once per photo, pins and a note),
// resolved by an admin as a redo (the photo back to a designer, due in 12 hours), a refund or credit. An order
// keeps whether its first delivery was on time (orders.delivered_on_time), since a redo gives it a new due time,
// and when it was first completed (the guarantee's 30 days count from it, a redo reopens it).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE orders
      ADD COLUMN delivered_on_time boolean,
      ADD COLUMN first_completed_at timestamptz;
    UPDATE orders SET delivered_on_time = delivered_at <= due_at WHERE delivered_at IS NOT NULL;
    UPDATE orders o SET first_completed_at = (
      SELECT min(h.changed_at) FROM order_status_history h WHERE h.order_id = o.id AND h.to_status = 'completed'
    ) WHERE o.completed_at IS NOT NULL;
    UPDATE orders SET first_completed_at = completed_at WHERE first_completed_at IS NULL AND completed_at IS NOT NULL;
    CREATE INDEX orders_delivered_idx ON orders (delivered_at) WHERE delivered_at IS NOT NULL;
    -- A guarantee redo asks for a new version without using the photo's one revision: a used revision still has
    -- its request time, but a request time no longer means the revision was used.
    ALTER TABLE order_images DROP CONSTRAINT order_images_revision,
      ADD CONSTRAINT order_images_revision CHECK (NOT revision_used OR revision_requested_at IS NOT NULL);

    CREATE TYPE claim_resolution AS ENUM ('redo', 'refund', 'credit');
    CREATE TABLE guarantee_claims (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      -- Once per photo.
      order_image_id uuid NOT NULL UNIQUE REFERENCES order_images (id) ON DELETE CASCADE,
      client_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      note text CHECK (note IS NULL OR char_length(note) <= 2000),
      pins jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(pins) = 'array'),
      opened_at timestamptz NOT NULL,
      resolution claim_resolution,
      resolution_note text CHECK (resolution_note IS NULL OR char_length(resolution_note) <= 500),
      resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
      resolved_at timestamptz,
      -- What a refund or a credit gave back.
      amount_minor integer CHECK (amount_minor IS NULL OR amount_minor > 0),
      -- A redo: who redoes it, and by when.
      redo_designer_id uuid REFERENCES users (id) ON DELETE SET NULL,
      redo_due_at timestamptz,
      CONSTRAINT guarantee_claims_resolved CHECK ((resolution IS NULL) = (resolved_at IS NULL))
    );
    CREATE INDEX guarantee_claims_open_idx ON guarantee_claims (opened_at) WHERE resolution IS NULL;
    CREATE INDEX guarantee_claims_order_idx ON guarantee_claims (order_id);

    CREATE OR REPLACE FUNCTION order_figures_add(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO order_figures AS f (status, payment_status, currency, paid_on, orders, total_minor, on_time,
        refunded_minor)
      VALUES (o.status, o.payment_status, o.currency, (o.paid_at AT TIME ZONE 'UTC')::date, sign,
        sign * o.total_minor,
        CASE WHEN o.status = 'completed' AND o.delivered_on_time THEN sign ELSE 0 END,
        sign * o.refunded_minor)
      ON CONFLICT ON CONSTRAINT order_figures_key DO UPDATE SET
        orders = f.orders + EXCLUDED.orders,
        total_minor = f.total_minor + EXCLUDED.total_minor,
        on_time = f.on_time + EXCLUDED.on_time,
        refunded_minor = f.refunded_minor + EXCLUDED.refunded_minor;
    $$;
    CREATE OR REPLACE FUNCTION order_figures_track() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND (OLD.status, OLD.payment_status, OLD.currency, OLD.paid_at, OLD.total_minor,
          OLD.delivered_on_time, OLD.refunded_minor) IS NOT DISTINCT FROM (NEW.status, NEW.payment_status,
          NEW.currency, NEW.paid_at, NEW.total_minor, NEW.delivered_on_time, NEW.refunded_minor) THEN
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' THEN
        PERFORM order_figures_add(NEW, 1);
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM order_figures_add(OLD, -1);
      -- Two buckets are locked in the same order by every transaction (the smaller key first), so two orders moving
      -- in opposite directions at once wait for each other instead of deadlocking.
      ELSIF (OLD.status::text, OLD.payment_status::text, OLD.currency::text,
          coalesce(((OLD.paid_at AT TIME ZONE 'UTC')::date)::text, ''))
        <= (NEW.status::text, NEW.payment_status::text, NEW.currency::text,
          coalesce(((NEW.paid_at AT TIME ZONE 'UTC')::date)::text, '')) THEN
        PERFORM order_figures_add(OLD, -1);
        PERFORM order_figures_add(NEW, 1);
      ELSE
        PERFORM order_figures_add(NEW, 1);
        PERFORM order_figures_add(OLD, -1);
      END IF;
      RETURN NULL;
    END;
    $$;
    -- The figures again from the orders, on the new meaning of on time (delivered by the due time).
    DELETE FROM order_figures;
    INSERT INTO order_figures (status, payment_status, currency, paid_on, orders, total_minor, on_time, refunded_minor)
    SELECT status, payment_status, currency, (paid_at AT TIME ZONE 'UTC')::date, count(*), sum(total_minor),
      count(*) FILTER (WHERE status = 'completed' AND delivered_on_time), sum(refunded_minor)
    FROM orders
    GROUP BY 1, 2, 3, 4;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE guarantee_claims;
    DROP TYPE claim_resolution;
    DROP INDEX orders_delivered_idx;
    ALTER TABLE order_images DROP CONSTRAINT order_images_revision,
      ADD CONSTRAINT order_images_revision CHECK (revision_used = (revision_requested_at IS NOT NULL));
    ALTER TABLE orders DROP COLUMN delivered_on_time, DROP COLUMN first_completed_at;
  `.execute(db);
}
