// The style's reaction to a payment (ADR 014): the order keeps a snapshot of the client's style as it is when the
// order is paid, written in the payment's transaction, so a later edit never changes a placed order.
import type { Reaction } from '../../events/events';
import { copyStyleToOrder } from './style.queries';

export const snapshotStyle: Reaction<{ orderId: string }> = {
  kind: 'record',
  does: "the order keeps a snapshot of the client's style (My style) as it is now",
  record: async ({ trx }, { orderId }) => copyStyleToOrder(trx, orderId),
};
