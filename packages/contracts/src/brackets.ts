// Bracketed exposures (issue 32): the frames a camera took one after another at different exposures are one photo
// of the order, a "set". The server groups the wizard's uploads from their EXIF and applies the client's
// corrections (split, move a frame, merge, each file its own photo); the wizard shows what it answers. See
// docs/brackets.md.
import { z } from 'zod';
import { Currency } from './enums';
import { SignedImageUrls } from './media';

export const bracketLimits = {
  /** Frames of one set: a longer run is cut into balanced sets. */
  maxFrames: 9,
  /** Files (every frame of every set, and single photos) per order; the photos of an order stay `orderRules.maxImages`. */
  maxFilesPerOrder: 400,
} as const;

/** Translation keys (namespace `common`) of every refusal of a grouping or of an order's sets. */
export const bracketMessageKeys = {
  /** A frame from another camera than the set's (make, model, body serial). */
  otherCamera: 'errors.brackets.otherCamera',
  /** A frame of another pixel size than the set's. */
  otherSize: 'errors.brackets.otherSize',
  /** More than `bracketLimits.maxFrames` frames in one set. */
  tooManyFrames: 'errors.brackets.tooManyFrames',
  /** More files than `bracketLimits.maxFilesPerOrder` in the order. */
  tooManyFiles: 'errors.brackets.tooManyFiles',
  /** The same file twice (in one set or in two). */
  duplicateFrame: 'errors.brackets.duplicateFrame',
  /** An edit naming a photo or frame the grouping does not have (or a first photo's "previous"). */
  noSuchFrame: 'errors.brackets.noSuchFrame',
  /** A file that is not a ready upload of this draft. */
  frameNotInDraft: 'errors.brackets.frameNotInDraft',
} as const;

const k = bracketMessageKeys;

/** One photo's files, in capture order: a single photo has one, a set 2–9. */
export const PhotoFrameIds = z
  .array(z.uuid({ error: k.frameNotInDraft }), { error: k.frameNotInDraft })
  .min(1, k.noSuchFrame)
  .max(bracketLimits.maxFrames, k.tooManyFrames);

/** The wizard's photos as lists of files, in the order the client arranged them. */
export const BracketPhotos = z
  .array(PhotoFrameIds)
  .refine((photos) => photos.flat().length <= bracketLimits.maxFilesPerOrder, k.tooManyFiles)
  .refine((photos) => new Set(photos.flat()).size === photos.flat().length, k.duplicateFrame);

const PhotoIndex = z.number().int().min(0).max(bracketLimits.maxFilesPerOrder);
const FrameIndex = z.number().int().min(0).max(bracketLimits.maxFrames);

/** What the client asks of its grouping. */
export const BracketEdit = z.discriminatedUnion('kind', [
  /** Group from EXIF: every file, or only `frameIds` (new uploads, after the client corrected the rest). */
  z.object({
    kind: z.literal('auto'),
    frameIds: z.array(z.uuid()).max(bracketLimits.maxFilesPerOrder).optional(),
  }),
  /** Grouping off: each file is its own photo. */
  z.object({ kind: z.literal('separate') }),
  /** Photo `photo` becomes two: its frames before `frame`, and from `frame` on. */
  z.object({ kind: z.literal('split'), photo: PhotoIndex, frame: FrameIndex }),
  /** Frame `frame` of photo `photo` joins the photo before or after it. */
  z.object({
    kind: z.literal('move'),
    photo: PhotoIndex,
    frame: FrameIndex,
    to: z.enum(['previous', 'next']),
  }),
  /** Photo `photo` and the one after it become one set. */
  z.object({ kind: z.literal('merge'), photo: PhotoIndex }),
  /** Frame `frame` leaves photo `photo` (and the order). */
  z.object({ kind: z.literal('remove'), photo: PhotoIndex, frame: FrameIndex }),
  /** No change: the photos as they are, with their previews' state (asked again while a preview is made). */
  z.object({ kind: z.literal('describe') }),
]);
export type BracketEdit = z.infer<typeof BracketEdit>;

/** `media.brackets` (public; header `X-Draft-Token` required). */
export const BracketGroupingInput = z.object({ photos: BracketPhotos, edit: BracketEdit });
export type BracketGroupingInput = z.input<typeof BracketGroupingInput>;

export const BracketPreviewStatus = z.enum(['pending', 'ready', 'failed']);
export type BracketPreviewStatus = z.infer<typeof BracketPreviewStatus>;

/** A set's automatic blended preview (a single photo has none). */
export const BracketPreview = z.object({
  status: BracketPreviewStatus,
  /** The blended image's addresses once it is ready. */
  image: SignedImageUrls.nullable(),
  /** The frames differ beyond the threshold: "the camera moved between exposures" (null until it is measured). */
  cameraMoved: z.boolean().nullable(),
});
export type BracketPreview = z.infer<typeof BracketPreview>;

export const BracketPhoto = z.object({
  /** The files, in capture order. */
  frameIds: z.array(z.uuid()),
  /** The middle exposure: the photo's thumbnail and its key for services, notes and pins. */
  leadId: z.uuid(),
  preview: BracketPreview.nullable(),
});
export type BracketPhoto = z.infer<typeof BracketPhoto>;

export const BracketGroupingOutput = z.object({ photos: z.array(BracketPhoto) });
export type BracketGroupingOutput = z.infer<typeof BracketGroupingOutput>;

/** One frame of an order's bracket set, as the order views show it. */
export const OrderBracketFrame = SignedImageUrls.extend({ fileName: z.string().nullable() });
export type OrderBracketFrame = z.infer<typeof OrderBracketFrame>;

/** A photo of an order that is a bracket set: its frames and automatic preview; null for a single photo. */
export const OrderPhotoBracket = z
  .object({
    frames: z.array(OrderBracketFrame),
    /** "Automatic preview — your designer edits the full exposures"; null until it is made. */
    blendedPreview: SignedImageUrls.nullable(),
    cameraMoved: z.boolean().nullable(),
  })
  .nullable();
export type OrderPhotoBracket = z.infer<typeof OrderPhotoBracket>;

/** The admin's refusal of a blending surcharge outside 0 … `maxBlendSurchargeMinor`. */
export const blendSurchargeInvalidKey = 'errors.admin.blendSurchargeInvalid';
export const maxBlendSurchargeMinor = 1_000_000;

const surcharge = z
  .number({ error: blendSurchargeInvalidKey })
  .int(blendSurchargeInvalidKey)
  .min(0, blendSurchargeInvalidKey)
  .max(maxBlendSurchargeMinor, blendSurchargeInvalidKey);

/**
 * `admin.pricing.get` (and the public `orders.pricing`): the surcharge per bracket set in each currency's minor
 * units (default 0), and the currency the wizard starts in outside Polish (issue 35; Polish starts in PLN).
 */
export const AdminPricing = z.object({
  blendSurcharges: z.object({ USD: z.number().int(), EUR: z.number().int(), PLN: z.number().int() }),
  defaultCurrency: Currency,
});
export type AdminPricing = z.infer<typeof AdminPricing>;

/** `admin.pricing.update`. */
export const AdminPricingUpdate = z.object({
  blendSurcharges: z.object({ USD: surcharge, EUR: surcharge, PLN: surcharge }),
  defaultCurrency: Currency,
});
export type AdminPricingUpdate = z.infer<typeof AdminPricingUpdate>;
