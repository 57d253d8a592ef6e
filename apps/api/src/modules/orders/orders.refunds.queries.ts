// The SQL of an order's refunds as its views show them (orders.refunds.ts).
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

/** The order's photos in order, each with what its services and surcharge cost. */
export const selectPhotoLines = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_images as i')
    .select([
      'i.id',
      'i.position',
      sql<string>`i.blend_surcharge_minor + coalesce((SELECT sum(s.price_minor) FROM order_image_services s
        WHERE s.order_image_id = i.id), 0)`.as('line_minor'),
      sql<boolean>`EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_image_id = i.id
        AND r.status <> 'failed')`.as('refunded'),
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.position')
    .execute();

export const selectRefundRows = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_refunds as r')
    .leftJoin('order_images as i', 'i.id', 'r.order_image_id')
    .select([
      'r.id',
      'r.amount_minor',
      'r.reason',
      'r.status',
      'r.requested_by',
      'r.created_at',
      'i.position',
    ])
    .where('r.order_id', '=', orderId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
