// What happens after an admin's changes to an order (events/events.ts, ADR 014). A status set by an admin, or
// following an assignment, is order.status_changed.
import { z } from 'zod';
import { defineEvent } from '../../../events/events';
import { liveOrderEvent } from '../live/live.record';

export const orderAssigned = defineEvent({
  name: 'order.assigned',
  when: 'an admin gives an order to a designer or takes it back',
  payload: z.object({
    orderId: z.uuid(),
    /** The designer it was taken from, who sees it leave their list. */
    previousDesignerId: z.uuid().nullable(),
    /** It was in every designer's Available Orders before. */
    wasAvailable: z.boolean(),
  }),
}).reactions([
  liveOrderEvent('assigned', ({ orderId, previousDesignerId, wasAvailable }) => ({
    orderIds: [orderId],
    previousDesignerId,
    wasAvailable,
  })),
]);

export const orderDeleted = defineEvent({
  name: 'order.deleted',
  when: 'an admin deletes an order (raised before the row goes, so the event knows who saw it)',
  payload: z.object({ orderId: z.uuid() }),
}).reactions([liveOrderEvent('deleted', ({ orderId }) => ({ orderIds: [orderId] }))]);
