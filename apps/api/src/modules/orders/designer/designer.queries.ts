import type { KeysetPosition } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import { nextKeysetCursor, selectKeysetPage } from '../../../db/keyset';
import type { DB, Executor } from '../../../db/tables';
import {
  asApprovedDesigner,
  availableToDesigners,
  offeredToDesigner,
  orderOwnedBy,
  orderVisibleTo,
} from '../../access';
import { referenced } from '../../media';

const orderColumns = [
  'o.id',
  'o.order_number',
  'o.status',
  'o.paid_at',
  'o.due_at',
  'o.turnaround',
  'o.turnaround_hours',
  'o.claimed_at',
  'o.completed_at',
  'o.notes',
  'o.contact_property_address',
  'o.client_id',
  'o.style_snapshot',
] as const;

/** Paid, unclaimed, pending orders: the earliest deadline first (then the order number, for a stable list). */
export const selectAvailableOrders = (db: Executor, designerId: string, now: Date, limit: number) =>
  db
    .selectFrom('orders as o')
    .select(orderColumns)
    .where(offeredToDesigner('o', designerId, now))
    .orderBy('o.due_at', 'asc')
    .orderBy('o.order_number', 'asc')
    .limit(limit)
    .$narrowType<{ paid_at: Date }>()
    .execute();

/**
 * The caller's orders: on the first page the unfinished ones by deadline, then (when asked) a page of the completed
 * ones, newest first (keyset on completed_at, id; `page.after` for the next pages, which hold completed ones only).
 * Only paid orders can have a designer (constraint orders_designer_only_when_paid).
 */
export async function selectDesignerOrders(
  db: Executor,
  designerId: string,
  state: 'active' | 'completed' | 'all',
  page: { after?: KeysetPosition; limit: number },
) {
  const base = db
    .selectFrom('orders as o')
    .select(orderColumns)
    .where(orderOwnedBy('o', asApprovedDesigner(designerId)))
    .where('o.paid_at', 'is not', null)
    .$narrowType<{ paid_at: Date }>();
  const active =
    state === 'completed' || page.after
      ? []
      : await base
          .where('o.status', '!=', 'completed')
          .orderBy('o.due_at', 'asc')
          .orderBy('o.order_number', 'asc')
          .execute();
  const completed =
    state === 'active'
      ? []
      : await selectKeysetPage(
          base.where('o.status', '=', 'completed'),
          { at: 'o.completed_at', id: 'o.id' },
          page,
        );
  return {
    orders: [...active, ...completed.slice(0, page.limit)],
    nextCursor: nextKeysetCursor(completed, page.limit),
  };
}

export type OrderRow = Awaited<ReturnType<typeof selectAvailableOrders>>[number];

/**
 * The claim itself: one conditional UPDATE, so of any number of simultaneous claims exactly one changes the
 * row (the others wait for its lock, re-check the WHERE on the committed row and match nothing).
 */
export const assignDesigner = (trx: Transaction<DB>, orderId: string, designerId: string, now: Date) =>
  trx
    .updateTable('orders')
    .set({ designer_id: designerId, claimed_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where(offeredToDesigner('orders', designerId, now))
    .returning(['order_number'])
    .executeTakeFirst();

/**
 * Why a claim took nothing: no such paid order for this designer (unknown, unpaid, or its client blocked them),
 * still in its preferred designers' window, or already claimed.
 */
export async function selectClaimRefusal(db: Executor, orderId: string, designerId: string, now: Date) {
  const order = await db
    .selectFrom('orders')
    .select((eb) => [
      'id',
      eb(availableToDesigners('orders'), '=', true).as('available'),
      eb(orderVisibleTo('orders', asApprovedDesigner(designerId)), '=', true).as('visible'),
      eb(offeredToDesigner('orders', designerId, now), '=', true).as('offered'),
    ])
    .where('id', '=', orderId)
    .where('payment_status', '=', 'paid')
    .executeTakeFirst();
  if (!order || (order.available && !order.visible)) return 'notFound' as const;
  if (order.available && !order.offered) return 'reserved' as const;
  return 'claimed' as const;
}

/** The caller's order, locked for the rest of the transaction (submissions of one order run one at a time). */
export const lockDesignerOrder = (trx: Transaction<DB>, orderId: string, designerId: string) =>
  trx
    .selectFrom('orders')
    .select(['id', 'order_number', 'status', 'client_id', 'contact_email', 'language'])
    .where('id', '=', orderId)
    .where(orderOwnedBy('orders', asApprovedDesigner(designerId)))
    .forUpdate()
    .executeTakeFirst();

/** Locks the caller's finished uploads among `mediaIds`; an id missing from the answer is not usable. */
export const lockOwnReadyMedia = (trx: Transaction<DB>, mediaIds: string[], ownerId: string) =>
  trx
    .selectFrom('media')
    .select(['id'])
    .where('id', 'in', mediaIds)
    .where('owner_user_id', '=', ownerId)
    .where('order_draft_id', 'is', null)
    .where('status', '=', 'ready')
    .forUpdate()
    .execute();

/**
 * Which of `mediaIds` some order image or the catalogue already uses. Run after lockOwnReadyMedia: as a new
 * statement it sees what a concurrent submission that held those locks committed.
 */
export async function selectMediaInUse(trx: Transaction<DB>, mediaIds: string[]): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('media as m')
    .select('m.id')
    .where('m.id', 'in', mediaIds)
    .where(referenced)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export const updateImageSubmission = (
  trx: Transaction<DB>,
  imageId: string,
  orderId: string,
  values: { editedMediaId: string; note: string | null; now: Date },
) =>
  trx
    .updateTable('order_images')
    .set({
      edited_media_id: values.editedMediaId,
      designer_note: values.note,
      submitted_at: values.now,
      updated_at: values.now,
    })
    .where('id', '=', imageId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();

/** The address the client's mail goes to: the account's e-mail (the order's contact e-mail without one). */
export const selectClientMailAddress = (db: Executor, clientId: string | null) =>
  clientId === null
    ? Promise.resolve(undefined)
    : db.selectFrom('users').select(['email']).where('id', '=', clientId).executeTakeFirst();

/** The photo of one of the designer's orders, with its order's status, locking the order (null when not theirs). */
export const lockImageOfDesigner = (trx: Transaction<DB>, orderImageId: string, designerId: string) =>
  trx
    .selectFrom('order_images as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.instruction_pins', 'o.status'])
    .where('i.id', '=', orderImageId)
    .where(orderOwnedBy('o', asApprovedDesigner(designerId)))
    .forUpdate('o')
    .executeTakeFirst();

export const updateInstructionPins = (
  trx: Transaction<DB>,
  orderImageId: string,
  pins: readonly object[],
  now: Date,
) =>
  trx
    .updateTable('order_images')
    .set({ instruction_pins: JSON.stringify(pins), updated_at: now })
    .where('id', '=', orderImageId)
    .execute();

/** The caller's own order (orderOwnedBy) with its style snapshot: the consistency check of a delivery. */
export const selectOwnOrderStyle = (db: Executor, orderId: string, designerId: string) =>
  db
    .selectFrom('orders')
    .select(['id', 'style_snapshot'])
    .where('id', '=', orderId)
    .where(orderOwnedBy('orders', asApprovedDesigner(designerId)))
    .executeTakeFirst();
