// The SQL of the delivery promise: what the late-delivery credit reads of a delivered order.
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
