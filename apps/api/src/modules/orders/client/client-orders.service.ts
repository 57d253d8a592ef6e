// The two decisions a client makes per image — accept it, or ask for its one revision — each in one
// transaction with the order's status following them through changeOrderStatus, and their events raised in it.
import type {
  ClientAcceptedPhotos,
  ClientImageDecision,
  Language,
  OrderStatus,
  PhotoPin,
} from '@photoedit/contracts';
import { clientOrdersMessageKeys } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { DB, Executor } from '../../../db/tables';
import { AppError } from '../../../errors';
import { emit } from '../../../events/events';
import { changeOrderStatus } from '../orders.lifecycle';
import { selectOrderImages } from '../orders.queries';
import { photosAccepted, revisionRequested } from './client-orders.events';
import {
  countUnaccepted,
  lockImageOfClient,
  markAccepted,
  markRevisionRequested,
  selectDesignerContact,
} from './client-orders.queries';
import { acceptRefusal, revisionRefusal } from './client-orders.rules';
import { type ClientOrdersDeps, decisionOutcome } from './client-orders.views';

const k = clientOrdersMessageKeys;

/** Locks the client's image with its order; 404 when it is not theirs, 409 when the rules refuse the decision now. */
async function lockForDecision(
  trx: Executor,
  clientId: string,
  orderImageId: string,
  refusalOf: typeof acceptRefusal,
) {
  const locked = await lockImageOfClient(trx, clientId, orderImageId);
  if (!locked) throw new AppError('NOT_FOUND', k.imageNotFound);
  const refusal = refusalOf(locked.image, locked.order.status, locked.order.payment_status);
  if (refusal) throw new AppError('CONFLICT', refusal);
  return locked;
}

/**
 * Accepts a delivered image. When it was the last one not accepted, the order becomes completed in the same
 * transaction (the order row is locked first, so parallel accepts complete it exactly once).
 */
export async function acceptImage(
  deps: ClientOrdersDeps,
  clientId: string,
  orderImageId: string,
  language: Language,
): Promise<ClientImageDecision> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const { order, image } = await lockForDecision(trx, clientId, orderImageId, acceptRefusal);
    const [updated] = await markAccepted(trx, [image.id], now);
    if (!updated) throw new AppError('CONFLICT', k.alreadyAccepted);
    const editedMediaIds = image.edited_media_id ? [image.edited_media_id] : [];
    await emit({ trx, now, jobs: deps.jobs }, photosAccepted, { orderId: order.id, editedMediaIds });
    const status = await completeWhenAllAccepted(trx, order, clientId, now);
    const row = { ...image, accepted_at: updated.accepted_at };
    return decisionOutcome(deps, trx, row, { ...order, status }, language);
  });
}

/** Completes the order in `trx` when none of its images is left to accept; the order's status after. */
async function completeWhenAllAccepted(
  trx: Transaction<DB>,
  order: { id: string; status: OrderStatus },
  clientId: string,
  now: Date,
): Promise<OrderStatus> {
  if ((await countUnaccepted(trx, order.id)) > 0) return order.status;
  await changeOrderStatus(
    trx,
    { orderId: order.id, from: order.status, to: 'completed', actor: 'client', changedBy: clientId, now },
    k.changedMeanwhile,
  );
  return 'completed';
}

/**
 * Accepts several delivered images of one order together ("Accept all", "Accept the rest"): all or none, in one
 * transaction, completing the order when they were the last.
 */
export async function acceptPhotos(
  deps: ClientOrdersDeps,
  clientId: string,
  orderImageIds: readonly string[],
): Promise<ClientAcceptedPhotos> {
  const ids = [...new Set(orderImageIds)];
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockImageOfClient(trx, clientId, ids[0] as string);
    if (!locked) throw new AppError('NOT_FOUND', k.imageNotFound);
    const { order } = locked;
    const images = new Map((await selectOrderImages(trx, [order.id])).map((image) => [image.id, image]));
    const chosen = ids.map((id) => images.get(id));
    for (const image of chosen) {
      if (!image) throw new AppError('NOT_FOUND', k.imageNotFound);
      const refusal = acceptRefusal(image, order.status, order.payment_status);
      if (refusal) throw new AppError('CONFLICT', refusal);
    }
    await markAccepted(trx, ids, now);
    const editedMediaIds = chosen.flatMap((image) => (image?.edited_media_id ? [image.edited_media_id] : []));
    await emit({ trx, now, jobs: deps.jobs }, photosAccepted, { orderId: order.id, editedMediaIds });
    const orderStatus = await completeWhenAllAccepted(trx, order, clientId, now);
    return { accepted: ids.length, orderStatus };
  });
}

/**
 * Uses the image's one revision: stores the note, moves a ready_for_review order to revision_requested and
 * queues an e-mail to the assigned designer, all in one transaction.
 */
export async function requestRevision(
  deps: ClientOrdersDeps,
  clientId: string,
  input: { orderImageId: string; note?: string | undefined; pins: PhotoPin[] },
  language: Language,
): Promise<ClientImageDecision> {
  const now = deps.now();
  const decision = await deps.db.transaction().execute(async (trx) => {
    const { order, image } = await lockForDecision(trx, clientId, input.orderImageId, revisionRefusal);
    const updated = await markRevisionRequested(trx, image.id, input, now);
    if (!updated) throw new AppError('CONFLICT', k.revisionUsed);
    let status = order.status;
    if (order.status === 'ready_for_review') {
      await changeOrderStatus(
        trx,
        {
          orderId: order.id,
          from: order.status,
          to: 'revision_requested',
          actor: 'client',
          changedBy: clientId,
          now,
        },
        k.changedMeanwhile,
      );
      status = 'revision_requested';
    }
    const designer = order.designer_id ? await selectDesignerContact(trx, order.designer_id) : undefined;
    await emit({ trx, now }, revisionRequested, {
      orderId: order.id,
      orderNumber: order.order_number,
      position: image.position,
      note: input.note,
      pinNotes: input.pins.map((pin) => pin.note),
      designer: designer ? { email: designer.email, language: designer.preferred_language } : null,
      studioUrl: `${deps.config.publicOrigin}/staff/designer`,
    });
    const row = {
      ...image,
      revision_used: updated.revision_used,
      revision_note: updated.revision_note,
      revision_pins: updated.revision_pins,
      revised_media_id: updated.revised_media_id,
      revision_requested_at: updated.revision_requested_at,
    };
    return decisionOutcome(deps, trx, row, { ...order, status }, language);
  });
  return decision;
}
