// The status history says what happened, not how it was written: the payment that starts an order's lifecycle is
// recorded as its provider (the admin console words it in the reader's language), no longer as the English note
// "paid (<provider> <intent id>)". Rows written before are converted; the intent id stays on the order.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE order_status_history ADD COLUMN payment_provider payment_provider;
    UPDATE order_status_history
      SET payment_provider = substring(note FROM '^paid \\((stripe|offline) ')::payment_provider, note = NULL
      WHERE from_status IS NULL AND note ~ '^paid \\((stripe|offline) ';
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE order_status_history h
      SET note = 'paid (' || h.payment_provider || ' ' || coalesce(o.payment_intent_id, '') || ')'
      FROM orders o
      WHERE o.id = h.order_id AND h.payment_provider IS NOT NULL;
    ALTER TABLE order_status_history DROP COLUMN payment_provider;
  `.execute(db);
}
