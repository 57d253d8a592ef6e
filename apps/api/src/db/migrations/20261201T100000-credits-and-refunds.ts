// Issue 34: the client's credit (an append-only ledger per client and currency, its balance kept beside it and
// never below zero), credit spent at checkout (orders.credit_minor; a total covered by credit is paid by the
// 'credit' provider), the first delivery's time (orders.delivered_at, which decides a late credit), and refunds
// through the payment provider (order_refunds; orders.refunded_minor never above what the card paid).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TYPE payment_provider ADD VALUE IF NOT EXISTS 'credit'`.execute(db);
  await sql`
    ALTER TABLE orders
      ADD COLUMN credit_minor integer NOT NULL DEFAULT 0 CHECK (credit_minor >= 0),
      ADD COLUMN refunded_minor integer NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
      ADD COLUMN delivered_at timestamptz,
      ADD CONSTRAINT orders_refunds_within_paid CHECK (refunded_minor <= total_minor),
      DROP CONSTRAINT orders_amounts,
      ADD CONSTRAINT orders_amounts CHECK (
        discount_minor <= subtotal_minor + turnaround_minor
        AND total_minor = subtotal_minor + turnaround_minor - discount_minor - credit_minor
      );

    CREATE TABLE credit_balances (
      client_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      currency currency NOT NULL,
      balance_minor integer NOT NULL CHECK (balance_minor >= 0),
      PRIMARY KEY (client_id, currency)
    );

    CREATE TYPE credit_kind AS ENUM ('late_delivery', 'guarantee', 'spent', 'returned', 'adjustment');
    CREATE TABLE credit_ledger (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      client_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      currency currency NOT NULL,
      amount_minor integer NOT NULL CHECK (amount_minor <> 0),
      balance_after_minor integer NOT NULL CHECK (balance_after_minor >= 0),
      kind credit_kind NOT NULL,
      -- The order it is about; its number stays when an order is deleted.
      order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
      order_number integer,
      reason text CHECK (reason IS NULL OR char_length(reason) <= 500),
      -- Who moved it; NULL: the system (a late delivery, a checkout).
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX credit_ledger_client_idx ON credit_ledger (client_id, id DESC);
    CREATE INDEX credit_ledger_order_idx ON credit_ledger (order_id);
    CREATE UNIQUE INDEX credit_ledger_one_late_credit ON credit_ledger (order_id) WHERE kind = 'late_delivery';

    -- Append-only: a movement is never changed (an order's deletion may only forget the order's id).
    CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (OLD.client_id, OLD.currency, OLD.amount_minor, OLD.balance_after_minor, OLD.kind, OLD.order_number,
          OLD.reason, OLD.created_at) IS DISTINCT FROM (NEW.client_id, NEW.currency, NEW.amount_minor,
          NEW.balance_after_minor, NEW.kind, NEW.order_number, NEW.reason, NEW.created_at) THEN
        RAISE EXCEPTION 'credit_ledger is append-only';
      END IF;
      RETURN NEW;
    END;
    $$;
    CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE ON credit_ledger
      FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();

    CREATE TYPE refund_status AS ENUM ('pending', 'succeeded', 'failed');
    CREATE TABLE order_refunds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      -- The photo it is for; NULL: the order as a whole.
      order_image_id uuid REFERENCES order_images (id) ON DELETE SET NULL,
      amount_minor integer NOT NULL CHECK (amount_minor > 0),
      currency currency NOT NULL,
      reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
      provider payment_provider NOT NULL,
      provider_refund_id text,
      status refund_status NOT NULL,
      -- The admin's request id: the same request again is the same refund.
      request_id uuid NOT NULL UNIQUE,
      -- NULL: made in the provider's dashboard (a charge.refunded webhook).
      requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      settled_at timestamptz,
      CONSTRAINT order_refunds_provider_id UNIQUE (provider, provider_refund_id)
    );
    CREATE INDEX order_refunds_order_idx ON order_refunds (order_id, created_at);

    ALTER TABLE order_figures ADD COLUMN refunded_minor bigint NOT NULL DEFAULT 0;
    CREATE OR REPLACE FUNCTION order_figures_add(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO order_figures AS f (status, payment_status, currency, paid_on, orders, total_minor, on_time,
        refunded_minor)
      VALUES (o.status, o.payment_status, o.currency, (o.paid_at AT TIME ZONE 'UTC')::date, sign,
        sign * o.total_minor,
        CASE WHEN o.status = 'completed' AND o.completed_at <= o.due_at THEN sign ELSE 0 END,
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
          OLD.completed_at, OLD.due_at, OLD.refunded_minor) IS NOT DISTINCT FROM (NEW.status, NEW.payment_status,
          NEW.currency, NEW.paid_at, NEW.total_minor, NEW.completed_at, NEW.due_at, NEW.refunded_minor) THEN
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
    UPDATE orders o SET delivered_at = (
      SELECT min(h.changed_at) FROM order_status_history h
      WHERE h.order_id = o.id AND h.to_status IN ('ready_for_review', 'completed')
    ) WHERE o.paid_at IS NOT NULL;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION order_figures_add(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO order_figures AS f (status, payment_status, currency, paid_on, orders, total_minor, on_time)
      VALUES (o.status, o.payment_status, o.currency, (o.paid_at AT TIME ZONE 'UTC')::date, sign,
        sign * o.total_minor,
        CASE WHEN o.status = 'completed' AND o.completed_at <= o.due_at THEN sign ELSE 0 END)
      ON CONFLICT ON CONSTRAINT order_figures_key DO UPDATE SET
        orders = f.orders + EXCLUDED.orders,
        total_minor = f.total_minor + EXCLUDED.total_minor,
        on_time = f.on_time + EXCLUDED.on_time;
    $$;
    ALTER TABLE order_figures DROP COLUMN refunded_minor;
    DROP TABLE order_refunds;
    DROP TYPE refund_status;
    DROP TABLE credit_ledger;
    DROP FUNCTION credit_ledger_append_only();
    DROP TYPE credit_kind;
    DROP TABLE credit_balances;
    ALTER TABLE orders
      DROP CONSTRAINT orders_amounts,
      DROP CONSTRAINT orders_refunds_within_paid,
      DROP COLUMN credit_minor,
      DROP COLUMN refunded_minor,
      DROP COLUMN delivered_at,
      ADD CONSTRAINT orders_amounts CHECK (
        discount_minor <= subtotal_minor + turnaround_minor
        AND total_minor = subtotal_minor + turnaround_minor - discount_minor
      );
  `.execute(db);
}
