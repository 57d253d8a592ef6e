// A guarantee redo (issue 34): an admin sends a delivered photo of a paid order back to the same or another
// designer with a new due time. The photo is open again (its note and pins say what to change) and the order is
// back at "revision requested", so the studio's usual revision flow delivers it and the client accepts it.
import type { OrderStatus, PhotoPin } from '@photoedit/contracts';
import { adminMessageKeys } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/tables';
import { AppError } from '../../../errors';
import { changeOrderStatus } from '../orders.lifecycle';
import { reopenImageForRedo, selectAssignableDesigner, setOrderDueAt } from './admin-orders.queries';
import { changeDesigner, lockPaidOrder } from './admin-orders.service';

export interface PhotoRedo {
  orderId: string;
  imageId: string;
  designerId: string;
  adminId: string;
  note: string | null;
  pins: PhotoPin[];
  dueAt: Date;
  now: Date;
}

/** Statuses that go to "revision requested" when one of their photos is open again. */
const reopened: readonly OrderStatus[] = ['completed', 'ready_for_review'];

/** In the caller's transaction; 404 for a designer who cannot take work, 409 for a photo never delivered. */
export async function returnPhotoForRedo(trx: Transaction<DB>, redo: PhotoRedo): Promise<void> {
  const order = await lockPaidOrder(trx, redo.orderId);
  if (!(await selectAssignableDesigner(trx, redo.designerId))) {
    throw new AppError('NOT_FOUND', adminMessageKeys.designerNotFound);
  }
  const pins = JSON.stringify(redo.pins);
  const image = await reopenImageForRedo(trx, { ...redo, pins });
  if (image.numUpdatedRows !== 1n) throw new AppError('CONFLICT', 'errors.CONFLICT');
  if (order.designer_id !== redo.designerId) {
    await changeDesigner(trx, redo.adminId, order, redo.designerId, redo.now);
  }
  await setOrderDueAt(trx, redo.orderId, { from: redo.now, at: redo.dueAt });
  if (reopened.includes(order.status)) {
    await changeOrderStatus(trx, {
      orderId: redo.orderId,
      from: order.status,
      to: 'revision_requested',
      actor: 'admin',
      changedBy: redo.adminId,
      note: 'Guarantee claim: the photo is redone',
      now: redo.now,
    });
  }
}
