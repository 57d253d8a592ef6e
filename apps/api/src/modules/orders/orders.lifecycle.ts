// The order's life after payment (SPEC §4 "Order status"), shared by the designer, client and admin
// procedures so that every status change is checked and recorded the same way. See docs/order-lifecycle.md.
//
//   pending ──claim (designer)──▶ in_progress ──submit every image (designer)──▶ ready_for_review
//   ready_for_review ──revision on an image (client, once per image)──▶ revision_requested
//   revision_requested ──resubmit every revised image (designer)──▶ ready_for_review
//   ready_for_review / revision_requested ──every image accepted (client)──▶ completed
//   any ──admin──▶ any (with history)
import type { ImageReviewState, OrderStatus } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/tables';
import { AppError } from '../../errors';

export type OrderActor = 'designer' | 'client' | 'admin' | 'system';

/** The transitions each actor may make; admins may set any status (SPEC §4 "change an order's status"). */
const allowedTransitions: Record<Exclude<OrderActor, 'admin'>, ReadonlyArray<[OrderStatus, OrderStatus]>> = {
  designer: [
    ['pending', 'in_progress'],
    ['in_progress', 'ready_for_review'],
    ['revision_requested', 'ready_for_review'],
  ],
  client: [
    ['ready_for_review', 'revision_requested'],
    ['ready_for_review', 'completed'],
    ['revision_requested', 'completed'],
  ],
  system: [],
};

export const canTransition = (actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean =>
  actor === 'admin'
    ? from !== to
    : allowedTransitions[actor].some(([allowedFrom, allowedTo]) => allowedFrom === from && allowedTo === to);

export interface StatusChange {
  orderId: string;
  /** The status the caller read; the update only applies while the order still has it. */
  from: OrderStatus;
  to: OrderStatus;
  actor: OrderActor;
  /** The user making the change; null for the system. */
  changedBy: string | null;
  note?: string | null;
  now: Date;
}

/**
 * Moves an order from `from` to `to` inside the caller's transaction and records it in order_status_history.
 * The UPDATE is conditional on the current status, so two concurrent changes cannot both apply: the loser gets
 * CONFLICT with `conflictKey` (a translation key of namespace `common`).
 */
export async function changeOrderStatus(
  trx: Transaction<DB>,
  change: StatusChange,
  conflictKey = 'errors.CONFLICT',
): Promise<void> {
  if (!canTransition(change.actor, change.from, change.to)) throw new AppError('CONFLICT', conflictKey);
  const updated = await trx
    .updateTable('orders')
    .set({
      status: change.to,
      updated_at: change.now,
      ...(change.to === 'completed' ? { completed_at: change.now } : {}),
      ...(change.from === 'completed' ? { completed_at: null } : {}),
    })
    .where('id', '=', change.orderId)
    .where('status', '=', change.from)
    .where('payment_status', '=', 'paid')
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) throw new AppError('CONFLICT', conflictKey);
  await trx
    .insertInto('order_status_history')
    .values({
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      changed_by: change.changedBy,
      note: change.note ?? null,
      changed_at: change.now,
    })
    .execute();
}

/** The dates of an order image that decide where its review stands. */
export interface ImageReviewDates {
  submitted_at: Date | null;
  revision_requested_at: Date | null;
  accepted_at: Date | null;
}

/**
 * The client asked for a revision after the image's last delivery and has not accepted it since: the
 * designer's new version is due (one revision per image; `revision_used` records that it was asked for).
 */
export const hasOpenRevision = (image: ImageReviewDates): boolean =>
  image.accepted_at === null &&
  image.revision_requested_at !== null &&
  (image.submitted_at === null || image.revision_requested_at > image.submitted_at);

/** The review fields every order view shows of an image (contracts `ImageReviewState`). */
export function imageReviewState(
  image: ImageReviewDates & {
    designer_note: string | null;
    revision_used: boolean;
    revision_note: string | null;
  },
): ImageReviewState {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    designerNote: image.designer_note,
    submittedAt: iso(image.submitted_at),
    revisionUsed: image.revision_used,
    revisionNote: image.revision_note,
    revisionRequestedAt: iso(image.revision_requested_at),
    acceptedAt: iso(image.accepted_at),
  };
}
