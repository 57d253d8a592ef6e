// What happens after a designer's changes to an order (events/events.ts, ADR 014): a claim, and a delivery (the
// status that follows is order.status_changed).
import { Language } from '@photoedit/contracts';
import { z } from 'zod';
import { defineEvent } from '../../../events/events';
import { sendMail } from '../../mail';
import { orderEventData, webhookEvent } from '../../webhooks';
import { liveOrderEvent } from '../live/live.record';
import { workReadyMail } from './designer.mail';

export const orderClaimed = defineEvent({
  name: 'order.claimed',
  when: 'a designer claims an available order',
  payload: z.object({ orderId: z.uuid() }),
}).reactions([
  liveOrderEvent('claimed', ({ orderId }) => ({ orderIds: [orderId], wasAvailable: true })),
  webhookEvent('order.claimed', (trx, { orderId }) => orderEventData(trx, orderId)),
]);

export const photosDelivered = defineEvent({
  name: 'order.photos_delivered',
  when: 'a designer delivers edited photos (the first delivery or a revision)',
  payload: z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    imageCount: z.number().int().positive(),
    revision: z.boolean(),
    comment: z.string().nullable(),
    /** The client's address and language. */
    recipient: z.string(),
    language: Language,
    dashboardUrl: z.url(),
  }),
}).reactions([
  liveOrderEvent('images', ({ orderId }) => ({ orderIds: [orderId] })),
  webhookEvent('order.delivered', (trx, p) =>
    p.revision ? Promise.resolve([]) : orderEventData(trx, p.orderId, { photos: p.imageCount }),
  ),
  webhookEvent('order.revision_delivered', (trx, p) =>
    p.revision ? orderEventData(trx, p.orderId, { photos: p.imageCount }) : Promise.resolve([]),
  ),
  sendMail(
    '"your photos are ready to review" to the client, with the designer\'s comment',
    async (_trx, p) => [
      {
        ...(await workReadyMail(p.language, {
          orderNumber: p.orderNumber,
          imageCount: p.imageCount,
          revision: p.revision,
          comment: p.comment,
          dashboardUrl: p.dashboardUrl,
        })),
        to: p.recipient,
        language: p.language,
      },
    ],
  ),
]);
