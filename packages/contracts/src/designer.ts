// The designer's side of fulfilment (SPEC §2 "Designer dashboard", §4 "Order status", §6 "Designer"): the
// orders a designer may claim, claiming, the designer's own orders and submitting the edited work.
// Designers see no amounts and no client contact details: the photos, the services, the notes and the property's
// address (given in the wizard for the designer's context) are the work.
import { z } from 'zod';
import { OrderPhotoBracket } from './brackets';
import { OrderStatus } from './enums';
import { ListingLookReport } from './listing-look';
import { SignedImageUrls } from './media';
import { ImageReviewState, OrderIdentity, OrderReference, orderRules } from './orders';
import { KeysetCursor, keysetPage } from './pagination';
import { InstructionPin, pinRules } from './pins';
import { StyleView } from './style';
import { cleanText } from './text';
import { TurnaroundTier } from './turnaround';

export const designerRules = {
  /** The designer's comments: on a whole submission (kept in the order's history) and on each photo. */
  commentMaxLength: orderRules.noteMaxLength,
  /** Orders in one answer of `designer.orders.available`. */
  availableMaxLimit: 100,
  availableDefaultLimit: 50,
  /** Completed orders in one page of `designer.orders.mine` (newest first; `nextCursor` for the next page). */
  completedPageSize: 20,
} as const;

/**
 * Translation keys (namespace `common` of @photoedit/i18n) of every designer refusal, sent as
 * `error.data.messageKey` or as the `message` of a field issue.
 */
export const designerMessageKeys = {
  /** Unknown order, an unpaid one, or (for my orders) one assigned to someone else: the same answer. */
  orderNotFound: 'errors.designer.orderNotFound',
  /** Another designer (or the caller, a moment earlier) claimed it first. */
  alreadyClaimed: 'errors.designer.alreadyClaimed',
  /** The order is not waiting for work (e.g. already ready for review or completed). */
  notSubmittable: 'errors.designer.notSubmittable',
  /** A submission without images. */
  imagesRequired: 'errors.designer.imagesRequired',
  /** An image listed twice, or one edited file given for two images. */
  duplicateImage: 'errors.designer.duplicateImage',
  /** An image id that is not an image of this order. */
  imageNotInOrder: 'errors.designer.imageNotInOrder',
  /** An image that takes no new version now (accepted, or no open revision while revisions are requested). */
  imageNotOpen: 'errors.designer.imageNotOpen',
  /** Images that still need their edited version are missing from the submission. */
  imagesMissing: 'errors.designer.imagesMissing',
  /** The edited file is not a finished upload of this designer, or is already used for another image. */
  editedMediaInvalid: 'errors.designer.editedMediaInvalid',
  /** In the order's first window only the client's preferred designers may claim it. */
  reservedForPreferred: 'errors.designer.reservedForPreferred',
  commentTooLong: 'errors.designer.commentTooLong',
  /** No instruction pin of that number on the photo. */
  pinNotFound: 'errors.designer.pinNotFound',
} as const;

const k = designerMessageKeys;

/** `designer.orders.available`: paid, unclaimed orders, the oldest deadline first. */
/** Strict: the list has no pages, so a `cursor` (or any other key) is a 400, not silently ignored. */
export const DesignerAvailableInput = z
  .strictObject({
    limit: z
      .number()
      .int()
      .min(1)
      .max(designerRules.availableMaxLimit)
      .default(designerRules.availableDefaultLimit),
  })
  .optional();
export type DesignerAvailableInput = z.input<typeof DesignerAvailableInput>;

/** Signed, expiring addresses of one image's variants (`<img src>` needs no header). */
export const DesignerMediaView = SignedImageUrls.extend({
  fileName: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type DesignerMediaView = z.infer<typeof DesignerMediaView>;

export const DesignerServiceView = z.object({ id: z.uuid(), name: z.string() });
export type DesignerServiceView = z.infer<typeof DesignerServiceView>;

/** One photo of an order as a designer sees it before claiming. */
export const DesignerAvailableImage = z.object({
  id: z.uuid(),
  position: z.number().int(),
  original: DesignerMediaView,
  clientNote: z.string().nullable(),
  /** The client's instructions pinned on the photo: a checklist the designer ticks off while working. */
  pins: z.array(InstructionPin),
  /** The client's reference images for this photo. */
  references: z.array(OrderReference),
  services: z.array(DesignerServiceView),
  /** The frames and automatic preview of a bracket set; null for a single photo. */
  bracket: OrderPhotoBracket,
});
export type DesignerAvailableImage = z.infer<typeof DesignerAvailableImage>;

/** How often each service appears in the order (the summary line of a card). */
export const DesignerServiceSummary = z.object({ id: z.uuid(), name: z.string(), imageCount: z.number() });
export type DesignerServiceSummary = z.infer<typeof DesignerServiceSummary>;

/** What a designer works from, on an order card before and after claiming it: the order's brief. */
const designerOrderBrief = {
  /** The turnaround the client paid for (the deadline is `dueAt`): shown before the claim. */
  turnaround: z.object({ tier: TurnaroundTier, hours: z.number().int().positive() }),
  imageCount: z.number().int(),
  services: z.array(DesignerServiceSummary),
  notes: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  /** The client's reference images for the whole order. */
  references: z.array(OrderReference),
  /** The client's style as it was when the order was paid (issue 33), the first block of the instructions. */
  style: StyleView.nullable(),
  /** The client named the caller among their preferred designers: "Requested by the client". */
  requestedByClient: z.boolean(),
};

export const DesignerAvailableOrder = z.object({
  id: z.uuid(),
  orderNumber: z.number().int(),
  paidAt: z.iso.datetime(),
  /** The delivery deadline (24 h after payment). */
  dueAt: z.iso.datetime().nullable(),
  ...designerOrderBrief,
  images: z.array(DesignerAvailableImage),
});
export type DesignerAvailableOrder = z.infer<typeof DesignerAvailableOrder>;

export const DesignerAvailableOutput = z.object({ items: z.array(DesignerAvailableOrder) });
export type DesignerAvailableOutput = z.infer<typeof DesignerAvailableOutput>;

export const DesignerOrderRef = z.object({ orderId: z.uuid({ error: k.orderNotFound }) });
export type DesignerOrderRef = z.infer<typeof DesignerOrderRef>;

/** `designer.orders.claim`: exactly one designer wins; the others get 409 `alreadyClaimed`. */
export const DesignerClaimOutput = OrderIdentity.extend({
  status: OrderStatus,
  claimedAt: z.iso.datetime(),
});
export type DesignerClaimOutput = z.infer<typeof DesignerClaimOutput>;

/** `designer.orders.mine`: `active` (not completed), `completed`, or both (active first). */
export const DesignerMineInput = z
  .object({
    state: z.enum(['active', 'completed', 'all']).default('all'),
    /** `nextCursor` of the page before: its next completed orders (the unfinished ones come on the first page). */
    cursor: KeysetCursor.optional(),
  })
  .optional();
export type DesignerMineInput = z.input<typeof DesignerMineInput>;

export const DesignerOrderImage = DesignerAvailableImage.extend({
  ...ImageReviewState.shape,
  edited: DesignerMediaView.nullable(),
  /** The delivery the client's revision was asked on, once a newer one replaced it (the pins sit on it). */
  revisedVersion: DesignerMediaView.nullable(),
  /** The client asked for a revision after the last submission, and it has not been answered yet. */
  revisionOpen: z.boolean(),
  /** This image must be part of the next submission (no edited version yet, or an open revision). */
  needsSubmission: z.boolean(),
  /** Downloads the client's original byte-exact under its original file name. */
  originalDownloadUrl: z.string(),
});
export type DesignerOrderImage = z.infer<typeof DesignerOrderImage>;

export const DesignerOrder = z.object({
  id: z.uuid(),
  orderNumber: z.number().int(),
  status: OrderStatus,
  paidAt: z.iso.datetime(),
  dueAt: z.iso.datetime().nullable(),
  claimedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  ...designerOrderBrief,
  /** True while the designer can submit (in progress, or revisions requested). */
  canSubmit: z.boolean(),
  images: z.array(DesignerOrderImage),
  /** All originals as one ZIP, with the client's instructions as a text file. */
  originalsZipUrl: z.string(),
});
export type DesignerOrder = z.infer<typeof DesignerOrder>;

/** `nextCursor`: more completed orders follow. */
export const DesignerMineOutput = keysetPage(DesignerOrder);
export type DesignerMineOutput = z.infer<typeof DesignerMineOutput>;

/**
 * `designer.orders.submit`: every edited file is first uploaded with `POST /api/media/upload` (Bearer token of
 * the designer), then submitted here. One submission completes a round: in progress it must cover every image
 * still without an edited version; with revisions requested, every image with an open revision (and only those).
 */
const designerComment = cleanText(z.string().trim().max(designerRules.commentMaxLength, k.commentTooLong), {
  multiline: true,
})
  .optional()
  .transform((value) => (value ? value : null));

/** A photo of the order and the designer's upload for it. */
const editedFile = {
  orderImageId: z.uuid({ error: k.imageNotInOrder }),
  editedMediaId: z.uuid({ error: k.editedMediaInvalid }),
};

/** One to every photo of an order (its maximum), each given as `entry`. */
const editedFiles = <Entry extends z.ZodType>(entry: Entry) =>
  z
    .array(entry, { error: k.imagesRequired })
    .min(1, k.imagesRequired)
    .max(orderRules.maxImages, k.imageNotInOrder);

export const DesignerSubmitInput = z.object({
  orderId: z.uuid({ error: k.orderNotFound }),
  images: editedFiles(
    z.object({
      ...editedFile,
      /** The designer's comment on this photo (optional; trimmed, empty becomes null). */
      comment: designerComment,
    }),
  ).refine(
    (images) =>
      new Set(images.map((image) => image.orderImageId)).size === images.length &&
      new Set(images.map((image) => image.editedMediaId)).size === images.length,
    k.duplicateImage,
  ),
  /** The comment on the whole delivery (optional; trimmed, empty becomes null). */
  comment: designerComment,
});
export type DesignerSubmitInput = z.input<typeof DesignerSubmitInput>;

/**
 * `designer.orders.checkLook`: the listing consistency check of the files about to be delivered (uploaded, not yet
 * submitted), beside the order's other deliveries.
 */
export const DesignerCheckLookInput = z.object({
  orderId: z.uuid({ error: k.orderNotFound }),
  images: editedFiles(z.object(editedFile)),
});
export type DesignerCheckLookInput = z.input<typeof DesignerCheckLookInput>;
export const DesignerCheckLookOutput = ListingLookReport.nullable();

/** `designer.orders.tickPin`: ticks an instruction pin of a photo off as done (or back), while working on it. */
export const DesignerTickPinInput = z.object({
  orderImageId: z.uuid({ error: k.imageNotInOrder }),
  /** The pin's number as shown (1 = the first). */
  pin: z
    .number({ error: k.pinNotFound })
    .int(k.pinNotFound)
    .min(1, k.pinNotFound)
    .max(pinRules.maxPins, k.pinNotFound),
  done: z.boolean({ error: k.pinNotFound }),
});
export type DesignerTickPinInput = z.infer<typeof DesignerTickPinInput>;

export const DesignerTickPinOutput = z.object({ orderImageId: z.uuid(), pins: z.array(InstructionPin) });
export type DesignerTickPinOutput = z.infer<typeof DesignerTickPinOutput>;

export const DesignerSubmitOutput = z.object({
  orderId: z.uuid(),
  status: OrderStatus,
  submittedImages: z.number().int(),
});
export type DesignerSubmitOutput = z.infer<typeof DesignerSubmitOutput>;
