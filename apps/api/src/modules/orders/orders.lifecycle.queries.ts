// The SQL of the order's life (orders.lifecycle.ts): what the statuses' preconditions read, the conditional
// status update, and the history row of each change.
import type { OrderStatus, PaymentProvider } from '@photoedit/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB, Executor } from '../../db/tables';

/** What the statuses' preconditions read of an order. */
export interface OrderFacts {
  designerAssigned: boolean;
  images: number;
  /** Images with an edited version. */
  delivered: number;
  /** Images whose revision was asked for and not delivered yet (hasOpenRevision). */
  openRevisions: number;
  /** The order was delivered before (ready for review or completed once): its first delivery is past. */
  deliveredBefore: boolean;
}

export interface StatusChange {
  orderId: string;
  /** The status the caller read; the update only applies while the order still has it. */
  from: OrderStatus;
  to: OrderStatus;
  actor: 'designer' | 'client' | 'admin' | 'system';
  /** The user making the change; null for the system. */
  changedBy: string | null;
  note?: string | null;
  now: Date;
}

export async function selectOrderFacts(db: Executor, orderId: string): Promise<OrderFacts> {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('order_images as i', 'i.order_id', 'o.id')
    .select((eb) => [
      sql<boolean>`bool_or(o.designer_id is not null)`.as('designer_assigned'),
      sql<boolean>`bool_or(o.delivered_at is not null)`.as('delivered_before'),
      eb.fn.count<string>('i.id').as('images'),
      eb.fn.count<string>('i.edited_media_id').as('delivered'),
      sql<string>`count(*) filter (where i.accepted_at is null and i.revision_requested_at is not null
        and (i.submitted_at is null or i.revision_requested_at > i.submitted_at))`.as('open_revisions'),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  return {
    designerAssigned: row?.designer_assigned ?? false,
    images: Number(row?.images ?? 0),
    delivered: Number(row?.delivered ?? 0),
    openRevisions: Number(row?.open_revisions ?? 0),
    deliveredBefore: row?.delivered_before ?? false,
  };
}

const deliveredStatuses: readonly OrderStatus[] = ['ready_for_review', 'completed'];

/** The change that puts the order before the client (ready for review or completed). */
export const isDelivery = (to: OrderStatus) => deliveredStatuses.includes(to);

/**
 * The status change itself, only while the order still has `from` and is paid (0 rows: someone was first). The
 * first delivery's time and whether it was on time stay (delivered_at, delivered_on_time), and the first completion's
 * (first_completed_at: the guarantee's 30 days count from it).
 */
export const setOrderStatus = (trx: Transaction<DB>, change: StatusChange) =>
  trx
    .updateTable('orders')
    .set({
      status: change.to,
      updated_at: change.now,
      ...(change.to === 'completed'
        ? {
            completed_at: change.now,
            first_completed_at: sql<Date>`coalesce(first_completed_at, ${change.now})`,
          }
        : {}),
      ...(change.from === 'completed' ? { completed_at: null } : {}),
      ...(isDelivery(change.to)
        ? {
            delivered_at: sql<Date>`coalesce(delivered_at, ${change.now})`,
            // Whether the first delivery kept the promise; a redo's later due time does not change it.
            delivered_on_time: sql<boolean>`CASE WHEN delivered_at IS NULL THEN ${change.now}::timestamptz <= due_at
              ELSE delivered_on_time END`,
          }
        : {}),
    })
    .where('id', '=', change.orderId)
    .where('status', '=', change.from)
    .where('payment_status', '=', 'paid')
    .executeTakeFirst();

/** A paid order's first status. */
export const setPaidOrderPending = (trx: Transaction<DB>, orderId: string, now: Date) =>
  trx
    .updateTable('orders')
    .set({ status: 'pending', updated_at: now })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'paid')
    .executeTakeFirst();

export function insertStatusHistory(
  trx: Transaction<DB>,
  change: Pick<StatusChange, 'orderId' | 'to' | 'changedBy' | 'note' | 'now'> & {
    from: OrderStatus | null;
    paymentProvider?: PaymentProvider;
  },
) {
  return trx
    .insertInto('order_status_history')
    .values({
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      changed_by: change.changedBy,
      note: change.note ?? null,
      payment_provider: change.paymentProvider ?? null,
      changed_at: change.now,
    })
    .execute();
}
