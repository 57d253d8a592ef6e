// The 30-day guarantee (issue 34): for 30 days after an order is first completed, its client may open one claim
// per photo (pins and a note, like a revision; the photo's one revision stays as it is). An admin resolves each
// claim as a redo (the photo back to a designer, due in 12 hours, then a delivery the client accepts), a refund of
// the photo's share to the card, or the same share as credit.
import { z } from 'zod';
import { Currency } from './enums';
import { orderNumberInput } from './orders';
import { PhotoPin, PhotoPins } from './pins';
import { optionalText } from './text';

export const claimRules = {
  /** Days after the order's first completion in which a claim can be opened. */
  windowDays: 30,
  noteMaxLength: 2000,
  resolutionNoteMaxLength: 500,
  /** A redo is due this many hours after the admin's decision. */
  redoHours: 12,
} as const;

export const claimMessageKeys = {
  orderNotFound: 'errors.clientOrders.orderNotFound',
  photoNotFound: 'errors.claims.photoNotFound',
  notCompleted: 'errors.claims.notCompleted',
  windowClosed: 'errors.claims.windowClosed',
  alreadyClaimed: 'errors.claims.alreadyClaimed',
  noteRequired: 'errors.claims.noteRequired',
  noteTooLong: 'errors.claims.noteTooLong',
  claimNotFound: 'errors.claims.claimNotFound',
  alreadyResolved: 'errors.claims.alreadyResolved',
  invalidResolution: 'errors.claims.invalidResolution',
  designerNotFound: 'errors.admin.designerNotFound',
  resolutionNoteTooLong: 'errors.claims.resolutionNoteTooLong',
} as const;

const k = claimMessageKeys;

/** `claims.open` (client): a claim on a delivered photo of a completed order, with a note, pins, or both. */
export const ClaimOpenInput = z
  .object({
    orderImageId: z.uuid({ error: k.photoNotFound }),
    note: optionalText(claimRules.noteMaxLength, k.noteTooLong, { multiline: true }),
    pins: PhotoPins,
  })
  .superRefine((claim, context) => {
    if (claim.note === undefined && claim.pins.length === 0) {
      context.addIssue({ code: 'custom', path: ['note'], message: k.noteRequired });
    }
  });
export type ClaimOpenInput = z.input<typeof ClaimOpenInput>;

/** `claims.ofOrder` (client). */
export const ClaimsOfOrderInput = z.object({ orderNumber: orderNumberInput(k.orderNotFound) });

export const ClaimResolution = z.enum(['redo', 'refund', 'credit'], { error: k.invalidResolution });
export type ClaimResolution = z.infer<typeof ClaimResolution>;

const resolutionNote = optionalText(claimRules.resolutionNoteMaxLength, k.resolutionNoteTooLong, {
  multiline: true,
});

/** `admin.claims.resolve`: the admin's decision on an open claim. */
export const ClaimResolveInput = z.discriminatedUnion(
  'resolution',
  [
    z.object({
      claimId: z.uuid({ error: k.claimNotFound }),
      resolution: z.literal('redo'),
      /** The same designer or another. */
      designerId: z.uuid({ error: k.designerNotFound }),
      note: resolutionNote,
    }),
    z.object({
      claimId: z.uuid({ error: k.claimNotFound }),
      resolution: z.literal('refund'),
      /** The refund's request id: the same decision sent again is the same refund. */
      requestId: z.uuid({ error: k.invalidResolution }),
      note: resolutionNote,
    }),
    z.object({
      claimId: z.uuid({ error: k.claimNotFound }),
      resolution: z.literal('credit'),
      note: resolutionNote,
    }),
  ],
  { error: k.invalidResolution },
);
export type ClaimResolveInput = z.input<typeof ClaimResolveInput>;

const timestamp = z.iso.datetime({ offset: true });

export const ClaimView = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  orderImageId: z.uuid(),
  /** 1-based. */
  photo: z.number().int().positive(),
  note: z.string().nullable(),
  pins: z.array(PhotoPin),
  openedAt: timestamp,
  resolution: ClaimResolution.nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: timestamp.nullable(),
  /** What a refund or credit gave back. */
  amount: z.object({ amountMinor: z.number().int().positive(), currency: Currency }).nullable(),
  /** A redo: by when, and whether the redone photo was delivered and accepted. */
  redo: z.object({ dueAt: timestamp, delivered: z.boolean(), accepted: z.boolean() }).nullable(),
});
export type ClaimView = z.infer<typeof ClaimView>;

/** `claims.ofOrder`: until when claims can be opened (null: not completed yet) and the order's claims. */
export const OrderClaims = z.object({ claimableUntil: timestamp.nullable(), claims: z.array(ClaimView) });
export type OrderClaims = z.infer<typeof OrderClaims>;

/** `admin.claims.queue`: open claims, oldest first, and the latest resolved ones. */
export const AdminClaimItem = ClaimView.extend({
  clientEmail: z.string(),
  designer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The photo's delivered version and the original, to judge the claim. */
  editedUrl: z.string().nullable(),
  originalUrl: z.string(),
  /** The photo's share of what the card paid (a refund) and of all that was paid (credit). */
  refundableMinor: z.number().int().nonnegative(),
  creditMinor: z.number().int().nonnegative(),
  currency: Currency,
});
export type AdminClaimItem = z.infer<typeof AdminClaimItem>;

export const AdminClaimQueue = z.object({ open: z.array(AdminClaimItem), resolved: z.array(AdminClaimItem) });
export type AdminClaimQueue = z.infer<typeof AdminClaimQueue>;
