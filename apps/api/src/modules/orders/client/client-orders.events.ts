// What happens after the client's decisions on delivered photos (events/events.ts, ADR 014). The order's status
// that may follow (completed, revision requested) is order.status_changed.
import { Language } from '@photoedit/contracts';
import { z } from 'zod';
import { defineEvent } from '../../../events/events';
import { queueJob } from '../../../jobs/job-definitions';
import { sendMail } from '../../mail';
import { listingVariantJob } from '../../media';
import { liveOrderEvent } from '../live/live.record';
import { revisionRequestedMail } from './client-orders.mail';

export const photosAccepted = defineEvent({
  name: 'order.photos_accepted',
  when: 'the client accepts delivered photos (one, or "Accept all" / "Accept the rest")',
  payload: z.object({ orderId: z.uuid(), editedMediaIds: z.array(z.uuid()) }),
}).reactions([
  liveOrderEvent('images', ({ orderId }) => ({ orderIds: [orderId] })),
  queueJob(listingVariantJob, ({ editedMediaIds }) => editedMediaIds.map((mediaId) => ({ mediaId }))),
]);

export const revisionRequested = defineEvent({
  name: 'order.revision_requested',
  when: "the client asks for a photo's one revision",
  payload: z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    position: z.number().int(),
    note: z.string().optional(),
    pinNotes: z.array(z.string()),
    /** The assigned designer, told by e-mail; none when the order has no designer now. */
    designer: z.object({ email: z.string(), language: Language }).nullable(),
    studioUrl: z.url(),
  }),
}).reactions([
  liveOrderEvent('images', ({ orderId }) => ({ orderIds: [orderId] })),
  sendMail('the note and the pins to the assigned designer', async (_trx, p) =>
    p.designer
      ? [
          {
            ...(await revisionRequestedMail(p.designer.language, {
              orderNumber: p.orderNumber,
              position: p.position,
              note: p.note,
              pinNotes: p.pinNotes,
              studioUrl: p.studioUrl,
            })),
            to: p.designer.email,
            language: p.designer.language,
          },
        ]
      : [],
  ),
]);
