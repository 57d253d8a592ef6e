// The rules of the two decisions a client makes per image (accept it, or ask for its one revision) and the
// image's state as the client sees it.
import { type ClientImageState, clientOrdersMessageKeys, type OrderStatus } from '@photoedit/contracts';
import { hasOpenRevision } from '../orders.lifecycle';
import type { OrderImageRow } from '../orders.queries';

const k = clientOrdersMessageKeys;
/** Statuses in which the client reviews delivered images. */
const reviewStatuses: readonly OrderStatus[] = ['ready_for_review', 'revision_requested'];

type ImageFacts = Pick<
  OrderImageRow,
  'edited_media_id' | 'submitted_at' | 'accepted_at' | 'revision_used' | 'revision_requested_at'
>;

export const isDelivered = (image: ImageFacts) =>
  image.edited_media_id !== null && image.submitted_at !== null;

export function imageState(image: ImageFacts): ClientImageState {
  if (image.accepted_at) return 'accepted';
  if (hasOpenRevision(image)) return 'revision_requested';
  return isDelivered(image) ? 'delivered' : 'in_progress';
}

/** Why the client may not accept this image now (a message key), or null when they may. */
export function acceptRefusal(
  image: ImageFacts,
  orderStatus: OrderStatus,
  paymentStatus: string,
): string | null {
  if (image.accepted_at) return k.alreadyAccepted;
  if (!isDelivered(image)) return k.notDelivered;
  if (hasOpenRevision(image)) return k.revisionOpen;
  if (paymentStatus !== 'paid' || !reviewStatuses.includes(orderStatus)) return k.notReviewable;
  return null;
}

export function revisionRefusal(
  image: ImageFacts,
  orderStatus: OrderStatus,
  paymentStatus: string,
): string | null {
  if (image.accepted_at) return k.alreadyAccepted;
  if (image.revision_used) return k.revisionUsed;
  if (!isDelivered(image)) return k.notDelivered;
  if (paymentStatus !== 'paid' || !reviewStatuses.includes(orderStatus)) return k.notReviewable;
  return null;
}
