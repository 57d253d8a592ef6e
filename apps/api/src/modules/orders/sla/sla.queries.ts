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
      due_at: dueAt,
    })
    .where('id', '=', orderId)
    .where('due_at', 'is not', null)
    .where('paid_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
