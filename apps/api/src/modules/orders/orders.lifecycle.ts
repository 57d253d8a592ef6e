// The order's life after payment (SPEC §4 "Order status"), shared by the designer, client and admin
// procedures so that every status change is checked and recorded the same way, and raises order.status_changed
// (orders.events.ts). See docs/order-lifecycle.md.
//
//   pending ──claim (designer)──▶ in_progress ──submit every image (designer)──▶ ready_for_review
//   ready_for_review ──revision on an image (client, once per image)──▶ revision_requested
//   revision_requested ──resubmit every revised image (designer)──▶ ready_for_review
//   ready_for_review / revision_requested ──every image accepted (client)──▶ completed
//   any ──admin──▶ any (with history), as long as the order is what the status says (statusRefusal below)
import {
  type ImageReviewState,
  InstructionPin,
  type OrderStatus,
  type OrderStatusChoice,
  type OrderStatusRefusal,
  orderStatuses,
  orderStatusRefusalKeys,
  type PaymentProvider,
  PhotoPin,
} from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { DB, JsonValue } from '../../db/tables';
import { AppError } from '../../errors';
import { emit } from '../../events/events';
import { orderStatusChanged } from './orders.events';
import {
  insertStatusHistory,
  isDelivery,
  type OrderFacts,
  type StatusChange,
  selectOrderFacts,
  setOrderStatus,
  setPaidOrderPending,
} from './orders.lifecycle.queries';
import { orderDelivered } from './sla/sla.events';

export type { OrderFacts, StatusChange };
export { selectOrderFacts };

export type OrderActor = StatusChange['actor'];

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

/**
 * Why an order cannot have `to` now, whoever sets it, or null: a status must be true of the order (an order
 * "ready for review" with nothing delivered left the client nothing to review and the designer no Deliver button).
 */
export function statusRefusal(to: OrderStatus, facts: OrderFacts): OrderStatusRefusal | null {
  const everyPhotoDelivered =
    facts.images > 0 && facts.delivered === facts.images && facts.openRevisions === 0;
  switch (to) {
    case 'pending':
      return facts.designerAssigned ? 'designerAssigned' : null;
    case 'in_progress':
      return facts.designerAssigned ? null : 'noDesigner';
    case 'ready_for_review':
    case 'completed':
      return everyPhotoDelivered ? null : 'notDelivered';
    case 'revision_requested':
      return facts.openRevisions > 0 ? null : 'noOpenRevision';
  }
}

/** Every status but the current one, possible now or with the reason why not (the admin's form). */
export function statusChoices(current: OrderStatus, facts: OrderFacts): OrderStatusChoice[] {
  return orderStatuses
    .filter((status) => status !== current)
    .map((status) => {
      const refusal = statusRefusal(status, facts);
      return {
        status,
        possible: refusal === null,
        reasonKey: refusal ? orderStatusRefusalKeys[refusal] : null,
      };
    });
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
  // Every actor's change, after its own updates in this transaction: the new status must be true of the order.
  const facts = await selectOrderFacts(trx, change.orderId);
  const refusal = statusRefusal(change.to, facts);
  if (refusal) throw new AppError('CONFLICT', orderStatusRefusalKeys[refusal]);
  const updated = await setOrderStatus(trx, change);
  if (updated.numUpdatedRows !== 1n) throw new AppError('CONFLICT', conflictKey);
  await insertStatusHistory(trx, change);
  await emit({ trx, now: change.now }, orderStatusChanged, {
    orderId: change.orderId,
    from: change.from,
    to: change.to,
    wasAvailable: change.from === 'pending' && !facts.designerAssigned,
  });
  if (isDelivery(change.to) && !facts.deliveredBefore) {
    await emit({ trx, now: change.now }, orderDelivered, { orderId: change.orderId });
  }
}

/**
 * Payment puts an order into the lifecycle: status pending, recorded as a change from no status by the system,
 * with the provider that took the payment. Called by fulfilment in the transaction that marks the order paid (the
 * only way an order gets a status row); what follows is the payment's event (payments.events.ts).
 */
export async function startOrderLifecycle(
  trx: Transaction<DB>,
  start: { orderId: string; paymentProvider: PaymentProvider; now: Date },
): Promise<void> {
  const updated = await setPaidOrderPending(trx, start.orderId, start.now);
  if (updated.numUpdatedRows !== 1n) throw new AppError('CONFLICT', 'errors.CONFLICT');
  await insertStatusHistory(trx, { ...start, from: null, to: 'pending', changedBy: null });
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

/** The delivery the revision was asked on, once a newer delivery replaced it (null until then). */
export const replacedDelivery = (image: {
  revised_media_id: string | null;
  edited_media_id: string | null;
}): string | null =>
  image.revised_media_id !== null && image.revised_media_id !== image.edited_media_id
    ? image.revised_media_id
    : null;

/** The instruction pins as stored (written only through `InstructionPin`; anything else is dropped). */
export const storedPins = (stored: JsonValue): InstructionPin[] => {
  const parsed = z.array(InstructionPin).safeParse(stored);
  return parsed.success ? parsed.data : [];
};

/** The revision pins as stored (written only through `PhotoPin`; anything else is dropped, not shown). */
const storedRevisionPins = (stored: JsonValue): PhotoPin[] => {
  const parsed = z.array(PhotoPin).safeParse(stored);
  return parsed.success ? parsed.data : [];
};

/** The review fields every order view shows of an image (contracts `ImageReviewState`). */
export function imageReviewState(
  image: ImageReviewDates & {
    designer_note: string | null;
    revision_used: boolean;
    revision_note: string | null;
    revision_pins: JsonValue;
  },
): ImageReviewState {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    designerNote: image.designer_note,
    submittedAt: iso(image.submitted_at),
    revisionUsed: image.revision_used,
    revisionNote: image.revision_note,
    revisionPins: storedRevisionPins(image.revision_pins),
    revisionRequestedAt: iso(image.revision_requested_at),
    acceptedAt: iso(image.accepted_at),
  };
}
