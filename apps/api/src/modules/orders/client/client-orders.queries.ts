// The SQL of the client's own orders. Every query filters on the client in SQL (ownership is never checked
// after fetching) and sees only paid or refunded orders.
import type { OrderStatus, PhotoPin } from '@photoedit/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB, Executor } from '../../../db/tables';
import { asClient, orderOwnedBy } from '../../access';
import { selectOrderImage } from '../orders.queries';

/** Orders a client sees: theirs, and paid (refunded ones stay in their history). */
const ownPaidOrders = (eb: ExpressionBuilder<DB, 'orders'>, clientId: string) =>
  eb.and([
    orderOwnedBy('orders', asClient(clientId)),
    eb('orders.payment_status', 'in', ['paid', 'refunded']),
    eb('orders.paid_at', 'is not', null),
  ]);

/** SQL of "this image is delivered and waits for the client" (edited, not accepted, no revision open). */
const awaitingReview = sql<boolean>`(i.edited_media_id is not null and i.submitted_at is not null
  and i.accepted_at is null
  and (i.revision_requested_at is null or i.revision_requested_at <= i.submitted_at))`;

export async function selectStats(db: Executor, clientId: string) {
  const counts = await db
    .selectFrom('orders')
    .where((eb) => ownPaidOrders(eb, clientId))
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn
        .countAll<string>()
        .filterWhere(
          eb.and([eb('orders.status', '!=', 'completed'), eb('orders.payment_status', '=', 'paid')]),
        )
        .as('active'),
    ])
    .executeTakeFirstOrThrow();
  // Refunded orders were paid back: they count as orders, not as money spent.
  const spent = await db
    .selectFrom('orders')
    .where((eb) => ownPaidOrders(eb, clientId))
    .where('orders.payment_status', '=', 'paid')
    .groupBy('orders.currency')
    .select((eb) => ['orders.currency', eb.fn.sum<string>('orders.total_minor').as('amount')])
    .orderBy('orders.currency')
    .execute();
  return { total: Number(counts.total), active: Number(counts.active), spent };
}

const orderColumns = [
  'orders.id',
  'orders.order_number',
  'orders.status',
  'orders.payment_status',
  'orders.paid_at',
  'orders.due_at',
  'orders.completed_at',
  'orders.currency',
  'orders.total_minor',
  'orders.contact_property_address',
  'orders.designer_id',
] as const;

/** One page of the client's orders, newest payment first; `afterOrderId` is the last order of the page before. */
export async function selectOrderPage(
  db: Executor,
  clientId: string,
  afterOrderId: string | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('orders')
    .where((eb) => ownPaidOrders(eb, clientId))
    .select(orderColumns)
    .select((eb) => [
      eb
        .selectFrom('order_images as i')
        .whereRef('i.order_id', '=', 'orders.id')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('image_count'),
      eb
        .selectFrom('order_image_services as s')
        .innerJoin('order_images as i', 'i.id', 's.order_image_id')
        .whereRef('i.order_id', '=', 'orders.id')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('service_count'),
      eb
        .selectFrom('order_images as i')
        .whereRef('i.order_id', '=', 'orders.id')
        .where(awaitingReview)
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('awaiting_count'),
    ])
    .orderBy('orders.paid_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit);
  if (afterOrderId) {
    // Keyset on (paid_at, id), read from the row itself so the timestamp keeps its full precision.
    query = query.where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('orders.paid_at', 'orders.id'),
        '<',
        selectFrom('orders as c')
          .where('c.id', '=', afterOrderId)
          .where(orderOwnedBy('c', asClient(clientId)))
          .select(['c.paid_at', 'c.id'])
          .$asTuple('paid_at', 'id'),
      ),
    );
  }
  return query.execute();
}

/** The first `perOrder` images (original, ready) of each order, for thumbnails. */
export async function selectFirstImages(db: Executor, orderIds: string[], perOrder: number) {
  if (orderIds.length === 0) return [];
  return (
    db
      .selectFrom('order_images as i')
      .where('i.order_id', 'in', orderIds)
      .where('i.position', '<', perOrder)
      // The status of each image's media by its primary key (a page has at most 80 images). As a join, PostgreSQL
      // hashed the whole media table whenever it was small enough to look cheap (3,970 rows: 1.3 ms, against
      // 0.4 ms for these lookups).
      .where(
        (eb) => eb.selectFrom('media as m').whereRef('m.id', '=', 'i.original_media_id').select('m.status'),
        '=',
        'ready',
      )
      .select(['i.id', 'i.order_id', 'i.position', 'i.original_media_id'])
      // After delivery the list shows the edited photo (the delivered file is always a ready media row).
      .select(
        sql<string | null>`case when i.submitted_at is not null then i.edited_media_id end`.as(
          'delivered_media_id',
        ),
      )
      .orderBy('i.order_id')
      .orderBy('i.position')
      .execute()
  );
}

export async function selectOrderByNumber(db: Executor, clientId: string, orderNumber: number) {
  return db
    .selectFrom('orders')
    .leftJoin('users as d', 'd.id', 'orders.designer_id')
    .where((eb) => ownPaidOrders(eb, clientId))
    .where('orders.order_number', '=', orderNumber)
    .select(orderColumns)
    .select([
      'orders.subtotal_minor',
      'orders.discount_minor',
      'orders.turnaround',
      'orders.turnaround_hours',
      'orders.turnaround_minor',
      'orders.notes',
      'orders.style_snapshot',
      'orders.credit_minor',
      'orders.refunded_minor',
      'd.display_name as designer_display_name',
      'd.first_name as designer_first_name',
    ])
    .executeTakeFirst();
}

export async function selectHistory(db: Executor, orderId: string) {
  return db
    .selectFrom('order_status_history')
    .where('order_id', '=', orderId)
    .select(['to_status', 'changed_at', 'changed_by', 'note'])
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
}

/**
 * The image and its order for a decision, locking the order row: every decision on one order runs one after
 * the other, so two accepts of the last two images cannot both miss that the order is now complete.
 */
export async function lockImageOfClient(trx: Executor, clientId: string, orderImageId: string) {
  const order = await trx
    .selectFrom('orders')
    .where((eb) => ownPaidOrders(eb, clientId))
    .where('orders.id', '=', (eb) =>
      eb.selectFrom('order_images').where('order_images.id', '=', orderImageId).select('order_id'),
    )
    .select([
      'orders.id',
      'orders.status',
      'orders.payment_status',
      'orders.order_number',
      'orders.designer_id',
    ])
    .forUpdate()
    .executeTakeFirst();
  if (!order) return undefined;
  const image = await selectOrderImage(trx, orderImageId);
  return { order: order as typeof order & { status: OrderStatus }, image };
}

/** Accepts the images not accepted yet among `orderImageIds`, in one statement; the rows it changed. */
export async function markAccepted(trx: Executor, orderImageIds: readonly string[], now: Date) {
  return trx
    .updateTable('order_images')
    .set({ accepted_at: now, updated_at: now })
    .where('id', 'in', orderImageIds)
    .where('accepted_at', 'is', null)
    .returningAll()
    .execute();
}

/** Uses the image's one revision: the note, the pins, and the delivery they were drawn on. */
export async function markRevisionRequested(
  trx: Executor,
  orderImageId: string,
  request: { note?: string | undefined; pins: readonly PhotoPin[] },
  now: Date,
) {
  return trx
    .updateTable('order_images')
    .set((eb) => ({
      revision_used: true,
      revision_note: request.note ?? null,
      revision_pins: JSON.stringify(request.pins),
      revised_media_id: eb.ref('edited_media_id'),
      revision_requested_at: now,
      updated_at: now,
    }))
    .where('id', '=', orderImageId)
    .where('revision_used', '=', false)
    .where('accepted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function countUnaccepted(trx: Executor, orderId: string) {
  const row = await trx
    .selectFrom('order_images')
    .where('order_id', '=', orderId)
    .where('accepted_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function selectDesignerContact(db: Executor, designerId: string) {
  return db
    .selectFrom('users')
    .where('id', '=', designerId)
    .where('role', '=', 'designer')
    .where('status', '=', 'active')
    .select(['email', 'preferred_language', 'display_name', 'first_name'])
    .executeTakeFirst();
}

/**
 * "Same as last time" (issue 33): the client's newest paid order, the services its photos asked for that can still
 * be ordered (in catalogue order), and its comment.
 */
export async function selectRepeatableOrder(db: Executor, clientId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['orders.id', 'orders.order_number', 'orders.notes'])
    .where((eb) => ownPaidOrders(eb, clientId))
    .orderBy('orders.paid_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!order) return undefined;
  const services = await db
    .selectFrom('order_image_services as ois')
    .innerJoin('order_images as i', 'i.id', 'ois.order_image_id')
    .innerJoin('services as s', 's.id', 'ois.service_id')
    .select(['s.id', 's.sort_order'])
    .distinct()
    .where('i.order_id', '=', order.id)
    .where('s.active', '=', true)
    .where('s.archived_at', 'is', null)
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
  return { orderNumber: order.order_number, notes: order.notes, serviceIds: services.map((row) => row.id) };
}
