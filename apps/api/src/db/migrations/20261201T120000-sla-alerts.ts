// Issue 34: before an order is late. The thresholds of the alerts (sla_settings: unclaimed when a share of its
// time is gone, not delivered at another share, the designer's reminder) and each alert sent, once per order,
// kind and due time (a guarantee redo's new due time may alert again); orders.due_from, where the time began.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE sla_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      unclaimed_percent smallint NOT NULL DEFAULT 25 CHECK (unclaimed_percent BETWEEN 1 AND 100),
      undelivered_percent smallint NOT NULL DEFAULT 75 CHECK (undelivered_percent BETWEEN 1 AND 100),
      reminder_percent smallint NOT NULL DEFAULT 75 CHECK (reminder_percent BETWEEN 1 AND 100),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO sla_settings (id) VALUES (true);

    CREATE TYPE sla_alert_kind AS ENUM ('unclaimed', 'undelivered', 'overdue', 'designer_reminder');
    CREATE TABLE sla_alerts (
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      kind sla_alert_kind NOT NULL,
      due_at timestamptz NOT NULL,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (order_id, kind, due_at)
    );
    CREATE INDEX sla_alerts_sent_idx ON sla_alerts (sent_at);
    -- Where the current promise's time started: the payment, or a guarantee redo's decision.
    ALTER TABLE orders ADD COLUMN due_from timestamptz;
    UPDATE orders SET due_from = paid_at WHERE due_at IS NOT NULL;
    -- The orders at work, by due time: the board and the alerts' schedule read only these.
    CREATE INDEX orders_due_at_work_idx ON orders (due_at)
      WHERE payment_status = 'paid' AND status IN ('pending', 'in_progress', 'revision_requested');
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX orders_due_at_work_idx;
    ALTER TABLE orders DROP COLUMN due_from;
    DROP TABLE sla_alerts;
    DROP TYPE sla_alert_kind;
    DROP TABLE sla_settings;
  `.execute(db);
}
