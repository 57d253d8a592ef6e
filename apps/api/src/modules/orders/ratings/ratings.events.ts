// The preferred designers' events (ADR 014): at payment the order's first window opens for the client's preferred
// designers; when it ends (the ratings.preferred-window schedule), every designer's Available Orders shows it.
import { z } from 'zod';
import { defineEvent, type Reaction } from '../../../events/events';
import { liveOrderEvent } from '../live/live.record';
import { openPreferredWindow } from './ratings.queries';

export const offerToPreferredFirst: Reaction<{ orderId: string }> = {
  kind: 'record',
  does: 'a client with preferred designers: the order is offered only to them for its first window',
  record: async ({ trx }, { orderId }) => {
    await openPreferredWindow(trx, orderId);
  },
};

export const preferredWindowsEnded = defineEvent({
  name: 'order.preferred_window_ended',
  when: "the preferred designers' first window of unclaimed orders ends (the orders.preferred-window schedule)",
  payload: z.object({ orderIds: z.array(z.uuid()) }),
}).reactions([liveOrderEvent('changed', ({ orderIds }) => ({ orderIds }))]);
