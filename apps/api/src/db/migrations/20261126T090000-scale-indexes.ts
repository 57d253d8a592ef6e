// Reads that stay fast at a million orders (docs/scale.md): a trigram index the e-mail search can use (citext's
// ILIKE cannot use one, so the search compares lower(text)); partial indexes shaped like the client's and the
// designers' lists, the active orders the dashboard counts, and the unpaid orders and unowned media the clean-up
// jobs look for; and the clean-up jobs' watermarks.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX orders_contact_email_trgm_idx ON orders USING gin ((lower(contact_email::text)) gin_trgm_ops);
    -- clientOrders.list and .stats: a client's paid (or refunded) orders, newest payment first.
    CREATE INDEX orders_client_paid_idx ON orders (client_id, paid_at DESC, id DESC)
      INCLUDE (status, payment_status, currency, total_minor)
      WHERE payment_status IN ('paid', 'refunded') AND paid_at IS NOT NULL;
    -- designer.orders.available: paid, unclaimed, pending, earliest deadline first.
    CREATE INDEX orders_available_due_idx ON orders (due_at, order_number)
      WHERE payment_status = 'paid' AND designer_id IS NULL AND status = 'pending';
    -- designer.orders.mine: a designer's unfinished orders by deadline, finished ones newest first.
    CREATE INDEX orders_designer_active_idx ON orders (designer_id, due_at, order_number)
      WHERE status <> 'completed' AND designer_id IS NOT NULL;
    CREATE INDEX orders_designer_completed_idx ON orders (designer_id, completed_at DESC, id DESC)
      WHERE status = 'completed' AND designer_id IS NOT NULL;
    -- admin.stats: the paid orders still at work (overdue, nobody's).
    CREATE INDEX orders_at_work_idx ON orders (due_at) INCLUDE (designer_id)
      WHERE payment_status = 'paid' AND status <> 'completed';
    -- orders.cleanup: unpaid orders by age.
    CREATE INDEX orders_unpaid_created_idx ON orders (created_at) WHERE paid_at IS NULL;
    -- media.cleanup: users' uploads outside any draft, and unowned ones (few), by age.
    CREATE INDEX media_outside_drafts_created_idx ON media (created_at) WHERE order_draft_id IS NULL;
    CREATE INDEX media_unowned_created_idx ON media (created_at)
      WHERE owner_user_id IS NULL AND order_draft_id IS NULL;
    DROP INDEX orders_available_idx;
    -- Where each clean-up job's last complete run got to, so the next looks only at what came due since.
    CREATE TABLE job_watermarks (
      name text PRIMARY KEY,
      checked_until timestamptz NOT NULL
    );
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE job_watermarks;
    CREATE INDEX orders_available_idx ON orders (paid_at) WHERE designer_id IS NULL AND paid_at IS NOT NULL;
    DROP INDEX media_unowned_created_idx;
    DROP INDEX media_outside_drafts_created_idx;
    DROP INDEX orders_unpaid_created_idx;
    DROP INDEX orders_at_work_idx;
    DROP INDEX orders_designer_completed_idx;
    DROP INDEX orders_designer_active_idx;
    DROP INDEX orders_available_due_idx;
    DROP INDEX orders_client_paid_idx;
    DROP INDEX orders_contact_email_trgm_idx;
  `.execute(db);
}
