// The admin dashboard's order figures, kept up to date in the same transaction as every order change rather than
// counted over all orders on each read (docs/scale.md): one row per (status, payment status, currency, UTC day of
// payment) with its number of orders, their total and how many of them were completed on time. A trigger on
// orders takes a changed row's old contribution away and adds its new one.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE order_figures (
      status order_status NOT NULL,
      payment_status payment_status NOT NULL,
      currency currency NOT NULL,
      -- The UTC calendar day of payment; NULL while unpaid.
      paid_on date,
      orders bigint NOT NULL,
      total_minor bigint NOT NULL,
      on_time bigint NOT NULL,
      CONSTRAINT order_figures_key UNIQUE NULLS NOT DISTINCT (status, payment_status, currency, paid_on)
    );

    CREATE FUNCTION order_figures_add(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO order_figures AS f (status, payment_status, currency, paid_on, orders, total_minor, on_time)
      VALUES (o.status, o.payment_status, o.currency, (o.paid_at AT TIME ZONE 'UTC')::date, sign,
        sign * o.total_minor,
        CASE WHEN o.status = 'completed' AND o.completed_at <= o.due_at THEN sign ELSE 0 END)
      ON CONFLICT ON CONSTRAINT order_figures_key DO UPDATE SET
        orders = f.orders + EXCLUDED.orders,
        total_minor = f.total_minor + EXCLUDED.total_minor,
        on_time = f.on_time + EXCLUDED.on_time;
    $$;

    CREATE FUNCTION order_figures_track() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND (OLD.status, OLD.payment_status, OLD.currency, OLD.paid_at, OLD.total_minor,
          OLD.completed_at, OLD.due_at) IS NOT DISTINCT FROM (NEW.status, NEW.payment_status, NEW.currency,
          NEW.paid_at, NEW.total_minor, NEW.completed_at, NEW.due_at) THEN
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
    CREATE TRIGGER order_figures_track AFTER INSERT OR UPDATE OR DELETE ON orders
      FOR EACH ROW EXECUTE FUNCTION order_figures_track();

    CREATE FUNCTION order_figures_reset() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM order_figures;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER order_figures_reset AFTER TRUNCATE ON orders
      FOR EACH STATEMENT EXECUTE FUNCTION order_figures_reset();

    INSERT INTO order_figures (status, payment_status, currency, paid_on, orders, total_minor, on_time)
    SELECT status, payment_status, currency, (paid_at AT TIME ZONE 'UTC')::date, count(*), sum(total_minor),
      count(*) FILTER (WHERE status = 'completed' AND completed_at <= due_at)
    FROM orders
    GROUP BY 1, 2, 3, 4;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER order_figures_reset ON orders;
    DROP FUNCTION order_figures_reset();
    DROP TRIGGER order_figures_track ON orders;
    DROP FUNCTION order_figures_track();
    DROP FUNCTION order_figures_add(orders, integer);
    DROP TABLE order_figures;
  `.execute(db);
}
