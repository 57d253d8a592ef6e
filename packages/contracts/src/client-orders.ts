// The client's own orders (SPEC §2 "Client dashboard", §4 "Order status", §6 Client): stats, the list, one
// order with its original and edited images, and the two decisions a client makes per image — accept it, or
// ask for its one revision. Only paid (or refunded) orders of the signed-in client are visible.
import { z } from 'zod';
import { OrderPhotoBracket } from './brackets';
import { revisionsPerImage } from './constants';
import { OrderCredit } from './credits';
import { OrderDownloads } from './downloads';
import { Currency, OrderStatus } from './enums';
import { ListingLookReport } from './listing-look';
import { SignedImageUrls } from './media';
import { ImageReviewState, OrderIdentity, OrderReference, orderNumberInput, orderRules } from './orders';
import { InstructionPin, PhotoPins, pinMessageKeys } from './pins';
import { OrderRatingState } from './ratings';
import { OrderRefunds } from './refunds';
import { optionalText } from './text';
import { TurnaroundTier } from './turnaround';

export const clientOrderRules = {
  /** The list answers the newest orders up to this many per page (keyset pagination by `cursor`). */
  listPageSize: 20,
  revisionNoteMaxLength: 2000,
  /** SPEC §4: one revision per image, afterwards "Revision Used". */
  revisionsPerImage,
} as const;

/**
 * Translation keys (namespace `common` of @photoedit/i18n) of every refusal of the clientOrders procedures,
 * sent as `error.data.messageKey` or as the `message` of a field issue.
 */
export const clientOrdersMessageKeys = {
  /** Unknown order, or another client's: the same answer, so ids leak nothing. */
  orderNotFound: 'errors.clientOrders.orderNotFound',
  /** Unknown image, or an image of another client's order. */
  imageNotFound: 'errors.clientOrders.imageNotFound',
  /** The designer has not delivered an edited version of this image yet. */
  notDelivered: 'errors.clientOrders.notDelivered',
  /** The order is not waiting for the client's review (e.g. refunded, or not delivered yet). */
  notReviewable: 'errors.clientOrders.notReviewable',
  alreadyAccepted: 'errors.clientOrders.alreadyAccepted',
  /** A revision of this image is under way: its new version has to arrive before it can be accepted. */
  revisionOpen: 'errors.clientOrders.revisionOpen',
  /** SPEC §4: the image's one revision was already used. */
  revisionUsed: 'errors.clientOrders.revisionUsed',
  revisionNoteRequired: 'errors.clientOrders.revisionNoteRequired',
  revisionNoteTooLong: 'errors.clientOrders.revisionNoteTooLong',
  /** Someone changed the order at the same moment; reload and try again. */
  changedMeanwhile: 'errors.clientOrders.changedMeanwhile',
  ...pinMessageKeys,
} as const;

const k = clientOrdersMessageKeys;
const timestamp = z.iso.datetime({ offset: true });

export const ClientMoney = z.object({ amountMinor: z.number().int(), currency: Currency });
export type ClientMoney = z.infer<typeof ClientMoney>;

export const ClientOrderStats = z.object({
  /** Paid orders not completed yet. */
  activeOrders: z.number().int().nonnegative(),
  totalOrders: z.number().int().nonnegative(),
  /** The sum of the orders' totals per currency (one entry in practice; none without orders). */
  totalSpent: z.array(ClientMoney),
});
export type ClientOrderStats = z.infer<typeof ClientOrderStats>;

export const ClientOrderListInput = z
  .object({
    /** The `nextCursor` of the previous page (the id of its last order). */
    cursor: z.uuid({ error: k.orderNotFound }).optional(),
  })
  .optional();
export type ClientOrderListInput = z.input<typeof ClientOrderListInput>;

export const ClientOrderSummary = OrderIdentity.extend({
  status: OrderStatus,
  refunded: z.boolean(),
  paidAt: timestamp,
  dueAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  total: ClientMoney,
  /** The address of the photographed property, as given with the order. */
  propertyAddress: z.string().nullable(),
  imageCount: z.number().int().nonnegative(),
  /** Services over all images (a service chosen for three images counts three times). */
  serviceCount: z.number().int().nonnegative(),
  /** Images delivered and not yet accepted or sent back: what waits for the client. */
  awaitingReviewCount: z.number().int().nonnegative(),
  /** Thumbnails of the first few images, in order: the edited photo once delivered, else the original. */
  thumbnails: z.array(z.object({ orderImageId: z.uuid(), url: z.string(), edited: z.boolean() })),
});
export type ClientOrderSummary = z.infer<typeof ClientOrderSummary>;

export const ClientOrderList = z.object({
  orders: z.array(ClientOrderSummary),
  nextCursor: z.uuid().nullable(),
});
export type ClientOrderList = z.infer<typeof ClientOrderList>;

export const ClientOrderDetailInput = z.object({ orderNumber: orderNumberInput(k.orderNotFound) });
export type ClientOrderDetailInput = z.infer<typeof ClientOrderDetailInput>;

/** Where an image stands from the client's side. */
export const ClientImageState = z.enum([
  /** No edited version yet. */
  'in_progress',
  /** Delivered: the client may accept it or (once) ask for a revision. */
  'delivered',
  /** The client asked for a revision; the designer's new version has not arrived yet. */
  'revision_requested',
  'accepted',
]);
export type ClientImageState = z.infer<typeof ClientImageState>;

export const ClientOrderImage = z
  .object({
    orderImageId: z.uuid(),
    position: z.number().int().nonnegative(),
    state: ClientImageState,
    original: SignedImageUrls,
    originalFileName: z.string().nullable(),
    /** The designer's latest delivered version, or null before delivery. */
    edited: SignedImageUrls.nullable(),
    /** The delivery the revision was asked on, once a newer one replaced it (the revision pins sit on it). */
    revisedVersion: SignedImageUrls.nullable(),
    /** Downloads the delivered file byte-exact as `{order}-{photo}-{original name}-edited.{ext}`; null before. */
    editedDownloadUrl: z.string().nullable(),
    services: z.array(z.object({ serviceId: z.uuid(), name: z.string(), price: ClientMoney })),
    clientNote: z.string().nullable(),
    /** The client's instructions pinned on the photo at order time, ticked off by the designer when done. */
    pins: z.array(InstructionPin),
    /** The client's reference images for this photo. */
    references: z.array(OrderReference),
    canAccept: z.boolean(),
    canRequestRevision: z.boolean(),
    /** The frames and automatic preview of a bracket set; null for a single photo. */
    bracket: OrderPhotoBracket,
  })
  .extend(ImageReviewState.shape);
export type ClientOrderImage = z.infer<typeof ClientOrderImage>;

export const ClientOrderDetail = ClientOrderSummary.omit({ thumbnails: true }).extend({
  subtotal: ClientMoney,
  /** The turnaround paid for: its tier, its hours and what it added to (or took off) the subtotal. */
  turnaround: z
    .object({ tier: TurnaroundTier, hours: z.number().int().positive(), amount: ClientMoney })
    .nullable(),
  discount: ClientMoney,
  notes: z.string().nullable(),
  /** The client's reference images for the whole order. */
  references: z.array(OrderReference),
  designerName: z.string().nullable(),
  images: z.array(ClientOrderImage),
  downloads: OrderDownloads.nullable(),
  /** The listing consistency check of the delivered photos (issue 33); null before any delivery. */
  look: ListingLookReport.nullable(),
  /** The client's rating of the order and their choice about its designer (issue 33). */
  rating: OrderRatingState,
  /** Credit spent on the order and earned by it (a late delivery), and what went back to the card (issue 34). */
  credit: OrderCredit,
  refunds: OrderRefunds,
  history: z.array(
    z.object({
      status: OrderStatus,
      at: timestamp,
      /** The designer's comment on the delivery that made this step (ready for review), if any. */
      designerComment: z.string().nullable(),
    }),
  ),
});
export type ClientOrderDetail = z.infer<typeof ClientOrderDetail>;

/** `clientOrders.repeatable`: "Same as last time", the newest paid order's services (still offered) and comment. */
export const ClientRepeatableOrder = z
  .object({ orderNumber: z.number().int(), serviceIds: z.array(z.uuid()), notes: z.string().nullable() })
  .nullable();
export type ClientRepeatableOrder = z.infer<typeof ClientRepeatableOrder>;

export const ClientImageAction = z.object({ orderImageId: z.uuid({ error: k.imageNotFound }) });
export type ClientImageAction = z.infer<typeof ClientImageAction>;

/**
 * A revision request: a note for the designer, numbered pins on the photo (each with its own note, at most
 * `pinRules.maxPins`), or both. Pins that each say what to change need no general note.
 */
export const ClientRevisionRequest = ClientImageAction.extend({
  note: optionalText(clientOrderRules.revisionNoteMaxLength, k.revisionNoteTooLong, { multiline: true }),
  pins: PhotoPins,
}).superRefine((request, context) => {
  if (request.note === undefined && request.pins.length === 0) {
    context.addIssue({ code: 'custom', path: ['note'], message: k.revisionNoteRequired });
  }
});
export type ClientRevisionRequest = z.input<typeof ClientRevisionRequest>;

/** The answer of accept / requestRevision: the image as it is now and the order's status. */
export const ClientImageDecision = z.object({
  image: ClientOrderImage,
  orderStatus: OrderStatus,
});
export type ClientImageDecision = z.infer<typeof ClientImageDecision>;

/**
 * "Accept all" / "Accept the rest": the photos the client was shown as still to review, accepted together. All of
 * one order; when any of them cannot be accepted now, none is (the client confirmed exactly these).
 */
export const ClientAcceptPhotos = z.object({
  orderImageIds: z
    .array(z.uuid({ error: k.imageNotFound }), { error: k.imageNotFound })
    .min(1, k.imageNotFound)
    .max(orderRules.maxImages, k.imageNotFound),
});
export type ClientAcceptPhotos = z.infer<typeof ClientAcceptPhotos>;

export const ClientAcceptedPhotos = z.object({
  accepted: z.number().int().positive(),
  orderStatus: OrderStatus,
});
export type ClientAcceptedPhotos = z.infer<typeof ClientAcceptedPhotos>;
