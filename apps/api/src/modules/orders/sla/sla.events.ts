// What happens after an order's first delivery (events/events.ts, ADR 014): late, it earns its client a credit by
// itself, with an apology by e-mail; either way the order's viewers refresh.
import { z } from 'zod';
import { defineEvent } from '../../../events/events';
import { liveOrderEvent } from '../live/live.record';
import { grantLateCredit, lateCreditApology } from './sla.late-credit';

export const orderDelivered = defineEvent({
  name: 'order.delivered',
  when: 'an order is delivered for the first time (ready for review, or completed by an admin, once)',
  payload: z.object({ orderId: z.uuid() }),
}).reactions([
  grantLateCredit,
  lateCreditApology,
  liveOrderEvent('changed', ({ orderId }) => ({ orderIds: [orderId] })),
]);
