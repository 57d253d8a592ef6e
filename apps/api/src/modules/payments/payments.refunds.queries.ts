// The SQL of refunds: the order locked while a refund is reserved, the refund rows, and what the order says went
// back (orders.refunded_minor, never above what the card paid; a whole refund marks the payment refunded).
import type { PaymentProvider } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

const refundableOrder = (db: Executor, orderId: string) =>
  db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'total_minor',
      'refunded_minor',
      'currency',
      'payment_status',
      'payment_provider',
      'payment_intent_id',
      'paid_at',
    ])
    .where('id', '=', orderId);

/** What a refund reads of an order (a view of its refunds, or a check before any is reserved). */
export const selectRefundableOrder = (db: Executor, orderId: string) =>
  refundableOrder(db, orderId).executeTakeFirst();

/** The same, locked until the transaction ends: a refund's amount is reserved under this lock. */
export const lockRefundableOrder = (db: Executor, orderId: string) =>
  refundableOrder(db, orderId).forUpdate().executeTakeFirst();

export const selectRefundByRequest = (db: Executor, requestId: string) =>
  db.selectFrom('order_refunds').selectAll().where('request_id', '=', requestId).executeTakeFirst();

/** Refunds of the order that hold money: made, or being made. */
export const sumHeldRefunds = async (db: Executor, orderId: string, provider: PaymentProvider) =>
  Number(
    (
      await db
        .selectFrom('order_refunds')
        .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
        .where('order_id', '=', orderId)
        .where('provider', '=', provider)
        .where('status', '<>', 'failed')
        .executeTakeFirstOrThrow()
    ).total,
  );

export const insertRefund = (
  db: Executor,
  refund: {
    orderId: string;
    imageId: string | null;
    amountMinor: number;
    currency: 'USD' | 'EUR' | 'PLN';
    reason: string;
    provider: PaymentProvider;
    requestId: string;
    requestedBy: string | null;
    status: 'pending' | 'succeeded';
    providerRefundId?: string;
    now: Date;
  },
) =>
  db
    .insertInto('order_refunds')
    .values({
      order_id: refund.orderId,
      order_image_id: refund.imageId,
      amount_minor: refund.amountMinor,
      currency: refund.currency,
      reason: refund.reason,
      provider: refund.provider,
      provider_refund_id: refund.providerRefundId ?? null,
      status: refund.status,
      request_id: refund.requestId,
      requested_by: refund.requestedBy,
      created_at: refund.now,
      settled_at: refund.status === 'succeeded' ? refund.now : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const settleRefund = (
  db: Executor,
  refundId: string,
  outcome: { status: 'succeeded'; providerRefundId: string } | { status: 'failed' },
  now: Date,
) =>
  db
    .updateTable('order_refunds')
    .set({
      status: outcome.status,
      provider_refund_id: outcome.status === 'succeeded' ? outcome.providerRefundId : null,
      settled_at: now,
    })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

/** What went back changes by `deltaMinor`; all of it back marks the payment refunded (and less, paid again). */
export const addRefunded = (db: Executor, orderId: string, deltaMinor: number, now: Date) =>
  db
    .updateTable('orders')
    .set({
      refunded_minor: sql<number>`refunded_minor + ${deltaMinor}`,
      payment_status: sql`CASE WHEN refunded_minor + ${deltaMinor} >= total_minor THEN 'refunded' ELSE 'paid' END::payment_status`,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .execute();

export const selectOrderByIntent = (db: Executor, provider: PaymentProvider, intentId: string) =>
  db
    .selectFrom('orders')
    .select('id')
    .where('payment_provider', '=', provider)
    .where('payment_intent_id', '=', intentId)
    .executeTakeFirst();

/** A refund with what its e-mail to the client says. */
export const selectRefundNotice = (db: Executor, refundId: string) =>
  db
    .selectFrom('order_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('users as u', 'u.id', 'o.client_id')
    .leftJoin('order_images as i', 'i.id', 'r.order_image_id')
    .select([
      'r.amount_minor',
      'r.currency',
      'r.reason',
      'r.requested_by',
      'o.order_number',
      'o.total_minor',
      'o.refunded_minor',
      'o.language',
      'u.email',
      'i.position',
    ])
    .where('r.id', '=', refundId)
    .executeTakeFirst();
