// The SQL of the delivery promise: what the late-delivery credit reads of a delivered order, and the development
// routes' way to make a paid order overdue.
import { sql } from 'kysely';
import type { Executor } from '../../../db/tables';

/** A paid order's first delivery against its due time, what was paid for it, and its client. */
export const selectDeliveredOrder = (db: Executor, orderId: string) =>
  db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.client_id')
    .select([
      'o.id',
      'o.order_number',
      'o.client_id',
      'o.currency',
      'o.due_at',
      'o.delivered_at',
      'o.total_minor',
      'o.credit_minor',
      'o.turnaround',
      'o.turnaround_minor',
      'o.language',
      'u.email',
    ])
    .where('o.id', '=', orderId)
    .where('o.paid_at', 'is not', null)
    .executeTakeFirst();

/**
 * Development only (POST /api/dev/orders/overdue): moves a paid order's payment and due time back together, so
 * that it is due at `dueAt` as if it had been paid that much earlier. Answers the order's id, or undefined.
 */
export const backdatePaidOrder = (db: Executor, orderId: string, dueAt: Date) =>
  db
    .updateTable('orders')
    .set({
      paid_at: sql<Date>`paid_at - (due_at - ${dueAt}::timestamptz)`,
      due_from: sql<Date>`due_from - (due_at - ${dueAt}::timestamptz)`,
      due_at: dueAt,
    })
    .where('id', '=', orderId)
    .where('due_at', 'is not', null)
    .where('paid_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();

export const selectSlaSettings = async (db: Executor) => {
  const row = await db
    .selectFrom('sla_settings')
    .select(['unclaimed_percent', 'undelivered_percent', 'reminder_percent'])
    .executeTakeFirst();
  return {
    unclaimedPercent: row?.unclaimed_percent ?? 25,
    undeliveredPercent: row?.undelivered_percent ?? 75,
    reminderPercent: row?.reminder_percent ?? 75,
  };
};

export const updateSlaSettings = (
  db: Executor,
  settings: { unclaimedPercent: number; undeliveredPercent: number; reminderPercent: number },
) =>
  db
    .updateTable('sla_settings')
    .set({
      unclaimed_percent: settings.unclaimedPercent,
      undelivered_percent: settings.undeliveredPercent,
      reminder_percent: settings.reminderPercent,
      updated_at: sql`now()`,
    })
    .where('id', '=', true)
    .execute();

const atWork = ['pending', 'in_progress', 'revision_requested'] as const;

/** The paid orders at work (not delivered yet, or redoing), soonest due first, with their photos' progress. */
export const selectOrdersAtWork = (db: Executor, limit: number) =>
  db
    .selectFrom('orders as o')
    .innerJoin('users as c', 'c.id', 'o.client_id')
    .leftJoin('users as d', 'd.id', 'o.designer_id')
    .select([
      'o.id',
      'o.order_number',
      'o.status',
      'o.designer_id',
      'o.due_at',
      'o.due_from',
      'c.email as client_email',
      sql<string | null>`coalesce(d.display_name, d.first_name, d.email)`.as('designer_name'),
      sql<number>`(SELECT count(*)::int FROM order_images i WHERE i.order_id = o.id)`.as('photos'),
      sql<number>`(SELECT count(*)::int FROM order_images i WHERE i.order_id = o.id AND i.edited_media_id IS NOT NULL
        AND NOT (i.accepted_at IS NULL AND i.revision_requested_at IS NOT NULL
          AND (i.submitted_at IS NULL OR i.revision_requested_at > i.submitted_at)))`.as('delivered'),
    ])
    .where('o.payment_status', '=', 'paid')
    .where('o.status', 'in', atWork)
    .where('o.due_at', 'is not', null)
    .orderBy('o.due_at')
    .orderBy('o.id')
    .limit(limit)
    .execute();

/** The alerts sent for the orders' current due times. */
export const selectSentAlerts = (db: Executor, orders: readonly { id: string; due_at: Date | null }[]) =>
  orders.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('sla_alerts as a')
        .innerJoin('orders as o', (join) =>
          join.onRef('o.id', '=', 'a.order_id').onRef('o.due_at', '=', 'a.due_at'),
        )
        .select(['a.order_id', 'a.kind'])
        .where(
          'a.order_id',
          'in',
          orders.map((order) => order.id),
        )
        .execute();

/**
 * Records every alert now due, once per order, kind and due time (the primary key), and answers the new ones:
 * unclaimed past the unclaimed share of its time, not delivered past the undelivered share, the designer's
 * reminder past its share, overdue past the due time.
 */
export async function insertDueAlerts(
  db: Executor,
  settings: { unclaimedPercent: number; undeliveredPercent: number; reminderPercent: number },
  now: Date,
) {
  const reached = (percent: number) =>
    sql`${now}::timestamptz >= o.due_from + (o.due_at - o.due_from) * (${percent}::numeric / 100)`;
  const result = await sql<{
    order_id: string;
    kind: 'unclaimed' | 'undelivered' | 'overdue' | 'designer_reminder';
  }>`
    INSERT INTO sla_alerts (order_id, kind, due_at, sent_at)
    SELECT o.id, due.kind::sla_alert_kind, o.due_at, ${now}
    FROM orders o
    CROSS JOIN LATERAL (
      SELECT 'unclaimed' AS kind WHERE o.designer_id IS NULL AND o.status = 'pending'
        AND ${reached(settings.unclaimedPercent)} AND ${now}::timestamptz < o.due_at
      UNION ALL
      SELECT 'undelivered' WHERE ${reached(settings.undeliveredPercent)} AND ${now}::timestamptz < o.due_at
      UNION ALL
      SELECT 'designer_reminder' WHERE o.designer_id IS NOT NULL AND ${reached(settings.reminderPercent)}
        AND ${now}::timestamptz < o.due_at
      UNION ALL
      SELECT 'overdue' WHERE ${now}::timestamptz >= o.due_at
    ) due
    WHERE o.payment_status = 'paid' AND o.status IN ('pending', 'in_progress', 'revision_requested')
      AND o.due_at IS NOT NULL AND o.due_from IS NOT NULL
    ORDER BY o.id, due.kind
    ON CONFLICT DO NOTHING
    RETURNING order_id, kind`.execute(db);
  return result.rows;
}

/** What an alert's e-mail says of its order, and who its designer is. */
export const selectAlertNotice = (db: Executor, orderId: string) =>
  db
    .selectFrom('orders as o')
    .leftJoin('users as d', 'd.id', 'o.designer_id')
    .select([
      'o.order_number',
      'o.due_at',
      'o.status',
      'd.email as designer_email',
      'd.preferred_language as designer_language',
      sql<string | null>`coalesce(d.display_name, d.first_name, d.email)`.as('designer_name'),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
