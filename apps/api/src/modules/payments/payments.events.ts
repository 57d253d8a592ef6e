// What happens after the payment changes of an order (events/events.ts, ADR 014).
import { Language } from '@photoedit/contracts';
import { z } from 'zod';
import { defineEvent } from '../../events/events';
import { mailToEach, sendMail } from '../mail';
import {
  adminNewOrderMail,
  liveOrderEvent,
  OrderMailData,
  offerToPreferredFirst,
  orderConfirmationMail,
} from '../orders';
import { snapshotStyle } from '../style';
import { selectActiveAdminRecipients } from '../users';

export const paymentStarted = defineEvent({
  name: 'payment.started',
  when: 'a checkout starts a payment with the provider',
  payload: z.object({ orderId: z.uuid() }),
}).reactions([liveOrderEvent('changed', ({ orderId }) => ({ orderIds: [orderId] }))]);

export const paymentEnded = defineEvent({
  name: 'payment.ended',
  when: 'the provider reports a payment failed or canceled',
  payload: z.object({ orderId: z.uuid() }),
}).reactions([liveOrderEvent('changed', ({ orderId }) => ({ orderIds: [orderId] }))]);

export const orderPaid = defineEvent({
  name: 'order.paid',
  when: 'a payment of the full total arrives (fulfilment, once per order); the order becomes pending',
  payload: z.object({
    orderId: z.uuid(),
    summary: OrderMailData,
    client: z.object({ email: z.string(), language: Language }),
    /** A one-click sign-in link for the client. */
    link: z.url(),
    origin: z.url(),
  }),
}).reactions([
  snapshotStyle,
  offerToPreferredFirst,
  liveOrderEvent('paid', ({ orderId }) => ({ orderIds: [orderId] })),
  sendMail('the confirmation with the summary and a sign-in link, to the client', async (_trx, p) => [
    {
      ...(await orderConfirmationMail(p.client.language, { ...p.summary, link: p.link, origin: p.origin })),
      to: p.client.email,
      language: p.client.language,
    },
  ]),
  sendMail('the new-order notice to every active admin, each in their language', async (trx, p) =>
    mailToEach(await selectActiveAdminRecipients(trx), (language) =>
      adminNewOrderMail(language, { ...p.summary, clientEmail: p.client.email, origin: p.origin }),
    ),
  ),
]);
