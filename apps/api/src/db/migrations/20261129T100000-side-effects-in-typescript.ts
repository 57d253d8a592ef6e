// Side effects are written by the code that causes them (ADR 014): the live events and the mail wake-up that
// triggers wrote are now recorded by each event's reactions in TypeScript (events/events.ts), and the rule of
// which orders designers may claim is one Kysely expression (modules/access), not a SQL function.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER order_events_images ON order_images;
    DROP FUNCTION order_events_images();
    DROP TRIGGER order_events_delete ON orders;
    DROP TRIGGER order_events_update ON orders;
    DROP TRIGGER order_events_insert ON orders;
    DROP FUNCTION order_events_record();
    DROP FUNCTION order_available(orders);
    DROP TRIGGER order_events_notify ON order_events;
    DROP FUNCTION order_events_notify();
    DROP TRIGGER mail_outbox_notify ON mail_outbox;
    DROP FUNCTION mail_outbox_notify();
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  // Back to the triggers of 20261127T100000-order-events and 20261125T230000-mail-outbox-notify.
  const { up: orderEventTriggers } = await import('./20261127T100000-order-events');
  const { up: mailOutboxNotify } = await import('./20261125T230000-mail-outbox-notify');
  await sql`DROP TABLE order_events`.execute(db);
  await orderEventTriggers(db);
  await mailOutboxNotify(db);
}
