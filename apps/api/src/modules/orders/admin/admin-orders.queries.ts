// The SQL of the admin's orders: the list (keyset pagination on created_at, id), one order with its images,
// services and history, and the rows a hard delete removes or releases.
import type { AdminOrderPaymentFilter, KeysetPosition, OrderStatus } from '@photoedit/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import { containsPattern, selectKeysetPage } from '../../../db/keyset';
import type { DB, Executor } from '../../../db/tables';

export interface OrderListFilter {
  status?: OrderStatus | undefined;
  payment: AdminOrderPaymentFilter;
  /** An exact order number, or part of the contact e-mail. */
  orderNumber?: number | undefined;
  emailContains?: string | undefined;
  after?: KeysetPosition | undefined;
  limit: number;
}

const imageCount = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) =>
  eb
    .selectFrom('order_images as oi')
    .select((inner) => inner.fn.countAll<string>().as('n'))
    .whereRef('oi.order_id', '=', 'o.id')
    .as('image_count');

const serviceCount = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) =>
  eb
    .selectFrom('order_image_services as ois')
    .innerJoin('order_images as oi', 'oi.id', 'ois.order_image_id')
    .select((inner) => inner.fn.countAll<string>().as('n'))
    .whereRef('oi.order_id', '=', 'o.id')
    .as('service_count');

function orderSummary(db: Executor) {
  return db
    .selectFrom('orders as o')
    .leftJoin('users as d', 'd.id', 'o.designer_id')
    .select((eb) => [
      'o.id',
      'o.order_number',
      'o.contact_email',
      'o.total_minor',
      'o.currency',
      'o.status',
      'o.payment_status',
      'o.created_at',
      'o.paid_at',
      'o.due_at',
      'o.completed_at',
      'o.designer_id',
      'd.email as designer_email',
      'd.display_name as designer_display_name',
      imageCount(eb),
      serviceCount(eb),
    ]);
}

/** An order as the admin's list shows it (the page's keyset column aside). */
export type OrderSummaryRow = Omit<Awaited<ReturnType<typeof selectOrdersPage>>[number], 'keyset_at'>;

/** Above this many matching addresses the search reads the orders newest first instead (matches are common). */
const maxSearchedAddresses = 1000;

/**
 * The contact addresses containing `text` (lower-cased), from the small table of distinct addresses, or
 * undefined when there are more than `maxSearchedAddresses`.
 */
async function contactEmailsContaining(db: Executor, text: string): Promise<string[] | undefined> {
  const rows = await db
    .selectFrom('order_contact_emails')
    .select('email')
    .where(sql<boolean>`lower(email::text) LIKE ${containsPattern(text)}`)
    .limit(maxSearchedAddresses + 1)
    .execute();
  return rows.length > maxSearchedAddresses ? undefined : rows.map((row) => row.email);
}

export async function selectOrdersPage(db: Executor, filter: OrderListFilter) {
  let query = orderSummary(db);
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.payment === 'paid') query = query.where('o.payment_status', '=', 'paid');
  if (filter.payment === 'unpaid') query = query.where('o.payment_status', '<>', 'paid');
  if (filter.orderNumber !== undefined) query = query.where('o.order_number', '=', filter.orderNumber);
  if (filter.emailContains) {
    // The addresses first (a trigram search of a few thousand), then their orders by address; a search most
    // addresses match reads the orders newest first and compares, which finds a page quickly.
    const text = filter.emailContains.toLowerCase();
    const emails = await contactEmailsContaining(db, text);
    if (emails?.length === 0) return [];
    query = emails
      ? query.where('o.contact_email', 'in', emails)
      : query.where(sql<boolean>`lower(o.contact_email::text) LIKE ${containsPattern(text)}`);
  }
  return selectKeysetPage(query, { at: 'o.created_at', id: 'o.id' }, filter);
}

export const selectOrderSummary = (db: Executor, orderId: string) =>
  orderSummary(db).where('o.id', '=', orderId).executeTakeFirst();

export const selectOrderExtras = (db: Executor, orderId: string) =>
  db
    .selectFrom('orders as o')
    .leftJoin('discount_codes as dc', 'dc.id', 'o.discount_code_id')
    .select([
      'o.subtotal_minor',
      'o.discount_minor',
      'o.turnaround',
      'o.turnaround_hours',
      'o.turnaround_minor',
      'dc.code as discount_code',
      'o.notes',
      'o.contact_first_name',
      'o.contact_last_name',
      'o.contact_phone',
      'o.contact_company',
      'o.contact_property_address',
      'o.language',
      'o.payment_provider',
      'o.claimed_at',
      'o.style_snapshot',
      'o.credit_minor',
      'o.currency',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();

export const selectOrderHistory = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select([
      'h.from_status',
      'h.to_status',
      'h.note',
      'h.payment_provider',
      'h.changed_at',
      'u.email',
      'u.role',
    ])
    .where('h.order_id', '=', orderId)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();

/** The order's lifecycle fields, locked until the transaction ends. */
export const lockOrder = (db: Executor, orderId: string) =>
  db
    .selectFrom('orders')
    .select(['id', 'order_number', 'status', 'payment_status', 'designer_id', 'order_draft_id'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();

/**
 * Every media item the order uses: originals, bracket frames and blended previews, edited versions, deliveries a
 * revision replaced, references.
 */
export async function selectOrderMediaIds(db: Executor, orderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('order_images')
    .select(['original_media_id', 'edited_media_id', 'revised_media_id'])
    .where('order_id', '=', orderId)
    .execute();
  const frames = await db
    .selectFrom('order_image_frames as f')
    .innerJoin('order_images as i', 'i.id', 'f.order_image_id')
    .select('f.media_id')
    .where('i.order_id', '=', orderId)
    .execute();
  const previews = await db
    .selectFrom('bracket_previews as bp')
    .innerJoin('order_images as i', 'i.frames_key', 'bp.frames_key')
    .select('bp.media_id')
    .where('i.order_id', '=', orderId)
    .where('bp.media_id', 'is not', null)
    .execute();
  const references = await db
    .selectFrom('order_references')
    .select('media_id')
    .where('order_id', '=', orderId)
    .execute();
  // A revised delivery is usually the edited file of another round: each file once.
  return [
    ...new Set([
      ...rows.flatMap((row) => [
        row.original_media_id,
        ...(row.edited_media_id ? [row.edited_media_id] : []),
        ...(row.revised_media_id ? [row.revised_media_id] : []),
      ]),
      ...frames.map((frame) => frame.media_id),
      ...previews.map((preview) => preview.media_id as string),
      ...references.map((reference) => reference.media_id),
    ]),
  ];
}

/** An approved, active designer (the only kind an order may be assigned to). */
export const selectAssignableDesigner = (db: Executor, designerId: string) =>
  db
    .selectFrom('users')
    .select(['id'])
    .where('id', '=', designerId)
    .where('role', '=', 'designer')
    .where('approved', '=', true)
    .where('status', '=', 'active')
    .executeTakeFirst();

/** The order's designer (with the time they got it), or none. */
export const setOrderDesigner = (
  db: Executor,
  orderId: string,
  assignment: { designerId: string | null; claimedAt: Date | null },
) =>
  db
    .updateTable('orders')
    .set({ designer_id: assignment.designerId, claimed_at: assignment.claimedAt })
    .where('id', '=', orderId)
    .execute();

/** Keeps the record of a deletion: what the order was and what was paid for it (order_deletions). */
export const recordOrderDeletion = (db: Executor, orderId: string, deletedBy: string, deletedAt: Date) =>
  db
    .insertInto('order_deletions')
    .columns([
      'order_id',
      'order_number',
      'contact_email',
      'status',
      'payment_status',
      'currency',
      'total_minor',
      'paid_at',
      'image_count',
      'deleted_by',
      'deleted_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('orders as o')
        .select((inner) => [
          'o.id',
          'o.order_number',
          'o.contact_email',
          'o.status',
          'o.payment_status',
          'o.currency',
          'o.total_minor',
          'o.paid_at',
          inner
            .selectFrom('order_images as i')
            .select(inner.fn.countAll<number>().as('n'))
            .whereRef('i.order_id', '=', 'o.id')
            .as('image_count'),
          inner.val(deletedBy).as('deleted_by'),
          inner.val(deletedAt).as('deleted_at'),
        ])
        .where('o.id', '=', orderId),
    )
    .execute();

/** The latest deletions, newest first, with the admin who deleted each order. */
export const selectOrderDeletions = (db: Executor, limit: number) =>
  db
    .selectFrom('order_deletions as d')
    .leftJoin('users as u', 'u.id', 'd.deleted_by')
    .select([
      'd.order_id',
      'd.order_number',
      'd.contact_email',
      'd.status',
      'd.payment_status',
      'd.currency',
      'd.total_minor',
      'd.paid_at',
      'd.image_count',
      'd.deleted_at',
      'u.email as deleted_by_email',
    ])
    .orderBy('d.deleted_at', 'desc')
    .orderBy('d.order_id', 'desc')
    .limit(limit)
    .execute();

/** Deletes the order; its images, their services, its history and its discount redemption cascade. */
export const deleteOrderRow = (db: Executor, orderId: string) =>
  db.deleteFrom('orders').where('id', '=', orderId).execute();

/**
 * A delivered photo goes back to its designer (a guarantee redo): not accepted any more, the claim's note and
 * pins as what to change, the delivery it was claimed on kept to compare. The photo's one revision stays as it is.
 */
export const reopenImageForRedo = (
  db: Executor,
  image: { orderId: string; imageId: string; note: string | null; pins: string; now: Date },
) =>
  db
    .updateTable('order_images')
    .set((eb) => ({
      accepted_at: null,
      revision_requested_at: image.now,
      revision_note: image.note,
      revision_pins: image.pins,
      revised_media_id: eb.ref('edited_media_id'),
      updated_at: image.now,
    }))
    .where('id', '=', image.imageId)
    .where('order_id', '=', image.orderId)
    .where('edited_media_id', 'is not', null)
    .executeTakeFirst();

/** A new promise for the order: due at `dueAt`, its time counted from `from` (the alerts' thresholds). */
export const setOrderDueAt = (db: Executor, orderId: string, due: { from: Date; at: Date }) =>
  db.updateTable('orders').set({ due_at: due.at, due_from: due.from }).where('id', '=', orderId).execute();
