// Live updates (ADR 010): every change to an order that a screen shows writes a row of `order_events` in the same
// transaction (so a rollback leaves none), and a statement that adds events notifies the channel `order_events`
// with the highest id it added: a few bytes, delivered on commit. Each API node LISTENs and reads the new rows;
// a reconnecting browser resumes with `id > lastEventId`. Rows carry only ids and who may see them.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE order_events (
      id bigserial PRIMARY KEY,
      order_id uuid NOT NULL,
      kind text NOT NULL
        CHECK (kind IN ('created', 'paid', 'claimed', 'assigned', 'status', 'changed', 'images', 'deleted', 'overdue')),
      client_id uuid,
      designer_id uuid,
      -- The designer the order was taken from (an admin's reassignment), who must see it leave their list.
      previous_designer_id uuid,
      -- Available to claim (paid, pending, nobody's) before or after the change: every designer sees it.
      for_designers boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX order_events_created_idx ON order_events (created_at);

    CREATE FUNCTION order_available(o orders) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
      SELECT o.payment_status = 'paid' AND o.paid_at IS NOT NULL AND o.designer_id IS NULL AND o.status = 'pending'
    $$;

    -- Statement triggers with transition tables: a statement that changes many orders writes its events in one
    -- INSERT, so it sends one notification (below), not one per row.
    CREATE FUNCTION order_events_record() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO order_events (order_id, kind, client_id, designer_id, for_designers)
        SELECT n.id, 'created', n.client_id, n.designer_id, order_available(n) FROM new_orders n;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO order_events (order_id, kind, client_id, designer_id, for_designers)
        SELECT o.id, 'deleted', o.client_id, o.designer_id, order_available(o) FROM old_orders o;
      ELSE
        INSERT INTO order_events (order_id, kind, client_id, designer_id, previous_designer_id, for_designers)
        SELECT n.id,
               CASE
                 WHEN n.payment_status = 'paid' AND o.payment_status <> 'paid' THEN 'paid'
                 WHEN n.designer_id IS DISTINCT FROM o.designer_id AND o.designer_id IS NULL THEN 'claimed'
                 WHEN n.designer_id IS DISTINCT FROM o.designer_id THEN 'assigned'
                 WHEN n.status <> o.status THEN 'status'
                 ELSE 'changed'
               END,
               n.client_id,
               n.designer_id,
               CASE WHEN o.designer_id IS DISTINCT FROM n.designer_id THEN o.designer_id END,
               order_available(o) OR order_available(n)
          FROM new_orders n JOIN old_orders o ON o.id = n.id
         -- An update that changes nothing is no event.
         WHERE o IS DISTINCT FROM n
         ORDER BY n.id;
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER order_events_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
      FOR EACH STATEMENT EXECUTE FUNCTION order_events_record();
    CREATE TRIGGER order_events_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
      FOR EACH STATEMENT EXECUTE FUNCTION order_events_record();
    CREATE TRIGGER order_events_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
      FOR EACH STATEMENT EXECUTE FUNCTION order_events_record();

    -- A photo delivered, accepted or sent back without the order's status changing: one event per order.
    CREATE FUNCTION order_events_images() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO order_events (order_id, kind, client_id, designer_id, for_designers)
      SELECT o.id, 'images', o.client_id, o.designer_id, order_available(o)
        FROM orders o
       WHERE o.id IN (SELECT order_id FROM changed_images);
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER order_events_images AFTER UPDATE ON order_images
      REFERENCING NEW TABLE AS changed_images
      FOR EACH STATEMENT EXECUTE FUNCTION order_events_images();

    -- One notification per statement (not per row): the payload is the statement's highest event id.
    CREATE FUNCTION order_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      newest bigint;
    BEGIN
      SELECT max(id) INTO newest FROM added_events;
      IF newest IS NOT NULL THEN
        PERFORM pg_notify('order_events', newest::text);
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER order_events_notify AFTER INSERT ON order_events
      REFERENCING NEW TABLE AS added_events
      FOR EACH STATEMENT EXECUTE FUNCTION order_events_notify();
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER order_events_images ON order_images;
    DROP FUNCTION order_events_images();
    DROP TRIGGER order_events_delete ON orders;
    DROP TRIGGER order_events_update ON orders;
    DROP TRIGGER order_events_insert ON orders;
    DROP FUNCTION order_events_record();
    DROP FUNCTION order_available(orders);
    DROP TABLE order_events;
    DROP FUNCTION order_events_notify();
  `.execute(db);
}
