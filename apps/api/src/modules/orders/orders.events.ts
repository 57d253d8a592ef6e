// What happens after the changes of an order's life that every actor shares (events/events.ts, ADR 014): its
// creation at checkout, each status change (orders.lifecycle.ts), an unpaid order discarded, and the clock making
// it overdue. The actors' own changes are declared beside them: client/, designer/, admin/, and payments.
import { OrderStatus } from '@photoedit/contracts';
import { z } from 'zod';
import { defineEvent } from '../../events/events';
import { returnSpentCredit } from '../credits';
import { orderEventData, webhookEvent } from '../webhooks';
import { liveOrderEvent } from './live/live.record';

const orderIds = z.array(z.uuid());

export const orderCreated = defineEvent({
  name: 'order.created',
  when: 'a checkout creates an unpaid order',
  payload: z.object({ orderId: z.uuid() }),
}).reactions([liveOrderEvent('created', ({ orderId }) => ({ orderIds: [orderId] }))]);

export const orderStatusChanged = defineEvent({
  name: 'order.status_changed',
  when: 'an order changes status (changeOrderStatus: a designer, the client or an admin)',
  payload: z.object({
    orderId: z.uuid(),
    from: OrderStatus,
    to: OrderStatus,
    /** Nobody's pending order before the change: designers saw it in Available Orders. */
    wasAvailable: z.boolean(),
  }),
}).reactions([
  liveOrderEvent('status', ({ orderId, wasAvailable }) => ({ orderIds: [orderId], wasAvailable })),
  webhookEvent('order.completed', (trx, { orderId, to }) =>
    to === 'completed' ? orderEventData(trx, orderId) : Promise.resolve([]),
  ),
]);

export const unpaidOrdersDiscarded = defineEvent({
  name: 'order.unpaid_discarded',
  when: 'unpaid orders are deleted: a new checkout of the same draft replaces one, or 7 days pass unpaid',
  payload: z.object({ orderIds }),
}).reactions([returnSpentCredit, liveOrderEvent('deleted', ({ orderIds }) => ({ orderIds }))]);

export const ordersOverdue = defineEvent({
  name: 'order.overdue',
  when: 'the clock passes the due time of paid orders not completed (the orders.overdue schedule)',
  payload: z.object({ orderIds }),
}).reactions([liveOrderEvent('overdue', ({ orderIds }) => ({ orderIds }))]);
