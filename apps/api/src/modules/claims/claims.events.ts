// What happens after a guarantee claim is opened or decided (events/events.ts, ADR 014).
import { PhotoPin } from '@photoedit/contracts';
import { z } from 'zod';
import { defineEvent } from '../../events/events';
import { mailToEach, selectActiveAdminRecipients, sendMail } from '../mail';
import { liveOrderEvent } from '../orders';
import { claimOpenedMail, claimResolvedMail, redoMail } from './claims.mail';
import { selectClaimParties } from './claims.queries';

const ClaimEvent = z.object({ claimId: z.uuid(), orderId: z.uuid(), origin: z.url() });

const pinNotes = (pins: unknown) => {
  const parsed = z.array(PhotoPin).safeParse(pins);
  return parsed.success ? parsed.data.map((pin) => pin.note) : [];
};

export const claimOpened = defineEvent({
  name: 'claim.opened',
  when: 'a client opens a guarantee claim on a photo of a completed order',
  payload: ClaimEvent,
}).reactions([
  liveOrderEvent('changed', ({ orderId }) => ({ orderIds: [orderId] })),
  sendMail('the claim, its note and pins, to every active admin, each in their language', async (trx, p) => {
    const claim = await selectClaimParties(trx, p.claimId);
    if (!claim) return [];
    return mailToEach(await selectActiveAdminRecipients(trx), (language) =>
      claimOpenedMail(language, {
        orderNumber: claim.order_number,
        photo: claim.position + 1,
        note: claim.note,
        pinNotes: pinNotes(claim.pins),
        clientEmail: claim.client_email,
        consoleUrl: `${p.origin}/staff/admin/claims`,
      }),
    );
  }),
]);

export const claimResolved = defineEvent({
  name: 'claim.resolved',
  when: 'an admin decides a guarantee claim: a redo, a refund (once the provider made it) or credit',
  payload: ClaimEvent,
}).reactions([
  liveOrderEvent('changed', ({ orderId }) => ({ orderIds: [orderId] })),
  sendMail('the decision, and what it gives, to the client', async (trx, { claimId }) => {
    const claim = await selectClaimParties(trx, claimId);
    if (!claim?.resolution) return [];
    return [
      {
        ...(await claimResolvedMail(claim.language, {
          orderNumber: claim.order_number,
          photo: claim.position + 1,
          resolution: claim.resolution,
          note: claim.resolution_note,
          amountMinor: claim.amount_minor,
          currency: claim.currency,
          redoDueAt: claim.redo_due_at ? claim.redo_due_at.toISOString() : null,
        })),
        to: claim.client_email,
        language: claim.language,
      },
    ];
  }),
  sendMail('a redo: the note, the pins and the due time to its designer', async (trx, p) => {
    const claim = await selectClaimParties(trx, p.claimId);
    if (claim?.resolution !== 'redo' || !claim.designer_email || !claim.redo_due_at) return [];
    const language = claim.designer_language ?? 'en';
    return [
      {
        ...(await redoMail(language, {
          orderNumber: claim.order_number,
          photo: claim.position + 1,
          note: claim.note,
          pinNotes: pinNotes(claim.pins),
          dueAt: claim.redo_due_at.toISOString(),
          studioUrl: `${p.origin}/staff/designer`,
        })),
        to: claim.designer_email,
        language,
      },
    ];
  }),
]);
