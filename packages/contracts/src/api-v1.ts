// REST v1 (issue 36): what other software sends and gets back. Orders are made from the key's uploads (`mediaId`)
// or from HTTPS addresses the server fetches (`url`); the rest of an order's shape is the wizard's.
import { z } from 'zod';
import { BillingDetails } from './billing';
import { clientOrderRules, clientOrdersMessageKeys } from './client-orders';
import { Currency, Language, OrderStatus } from './enums';
import { OrderImageInput, orderMessageKeys, orderRules, PriceQuote } from './orders';
import { PhotoPins } from './pins';
import { optionalText } from './text';
import { TurnaroundTier } from './turnaround';

export const apiV1MessageKeys = {
  /** A fetched address: not https, a private/loopback/link-local host, or a redirect to one. */
  fetchRefused: 'errors.apiV1.fetchRefused',
  fetchTooLarge: 'errors.apiV1.fetchTooLarge',
  fetchNotImage: 'errors.apiV1.fetchNotImage',
  /** The host did not answer in time, or answered with an error. */
  fetchFailed: 'errors.apiV1.fetchFailed',
  /** An image gives both or neither of `mediaId` and `url`. */
  imageSource: 'errors.apiV1.imageSource',
  /** An Idempotency-Key used before with another request. */
  idempotencyMismatch: 'errors.apiV1.idempotencyMismatch',
  idempotencyKeyInvalid: 'errors.apiV1.idempotencyKeyInvalid',
} as const;

const k = apiV1MessageKeys;

/** The header a REST v1 POST may carry so a retry never does the work twice. */
export const idempotencyKeyHeader = 'idempotency-key';

export const apiV1Rules = {
  /** The largest image fetched from an address (the upload limit). */
  fetchTimeoutMs: 20_000,
  maxRedirects: 3,
  maxUrlLength: 2048,
  idempotencyKeyPattern: /^[A-Za-z0-9_.:-]{8,255}$/,
  /** How long an Idempotency-Key answers with its first answer. */
  idempotencyTtlHours: 24,
} as const;

/** One photo of an API order: an upload of the key's account (`mediaId`) or an address to fetch (`url`). */
export const V1OrderImageInput = z
  .object({
    mediaId: z.uuid({ error: orderMessageKeys.imageNotInDraft }).optional(),
    url: z
      .url({ protocol: /^https?$/, error: k.fetchRefused })
      .max(apiV1Rules.maxUrlLength, k.fetchRefused)
      .optional(),
    serviceIds: OrderImageInput.shape.serviceIds,
    note: OrderImageInput.shape.note,
    pins: PhotoPins,
  })
  .refine((image) => (image.mediaId === undefined) !== (image.url === undefined), {
    message: k.imageSource,
    path: ['mediaId'],
  });
export type V1OrderImageInput = z.input<typeof V1OrderImageInput>;

const V1Images = z
  .array(V1OrderImageInput, { error: orderMessageKeys.imagesRequired })
  .min(1, orderMessageKeys.imagesRequired)
  .max(orderRules.maxImages, orderMessageKeys.tooManyImages)
  .refine((images) => {
    const ids = images.flatMap((image) => (image.mediaId ? [image.mediaId] : []));
    return new Set(ids).size === ids.length;
  }, orderMessageKeys.duplicateImage);

/** `POST /api/v1/quote`: the price of photos and services, before anything is uploaded. */
export const V1QuoteInput = z.object({
  images: z
    .array(z.object({ serviceIds: OrderImageInput.shape.serviceIds }), {
      error: orderMessageKeys.imagesRequired,
    })
    .min(1, orderMessageKeys.imagesRequired)
    .max(orderRules.maxImages, orderMessageKeys.tooManyImages),
  turnaround: TurnaroundTier.default('standard'),
  currency: Currency.optional(),
  language: Language.default('en'),
});

/** `POST /api/v1/orders`: an unpaid order of the key's account (its e-mail is the order's contact). */
export const V1OrderCreateInput = z.object({
  images: V1Images,
  notes: optionalText(orderRules.orderNotesMaxLength, orderMessageKeys.notesTooLong, { multiline: true }),
  propertyAddress: optionalText(orderRules.propertyAddressMaxLength, orderMessageKeys.fieldTooLong, {
    multiline: true,
  }),
  turnaround: TurnaroundTier.default('standard'),
  currency: Currency.optional(),
  /** The language of the account's e-mails about the order. */
  language: Language.default('en'),
  billing: BillingDetails.optional(),
});
export type V1OrderCreateInput = z.input<typeof V1OrderCreateInput>;

export const V1OrderCreated = z.object({
  orderNumber: z.number().int(),
  status: z.literal('awaiting_payment'),
  quote: PriceQuote,
});
export type V1OrderCreated = z.infer<typeof V1OrderCreated>;

/** `POST /api/v1/orders/{orderNumber}/pay`: paid (from credit, or the offline test provider), or a card link. */
export const V1PaymentResult = z.object({
  orderNumber: z.number().int(),
  paid: z.boolean(),
  /** How it was paid: `credit`, `offline` (test), or `stripe` (the card, at `checkoutUrl`). */
  provider: z.enum(['credit', 'offline', 'stripe']),
  /** Where a person pays by card (null once paid). */
  checkoutUrl: z.string().nullable(),
  status: OrderStatus.nullable(),
});
export type V1PaymentResult = z.infer<typeof V1PaymentResult>;

export const V1RevisionInput = z
  .object({
    note: optionalText(clientOrderRules.revisionNoteMaxLength, clientOrdersMessageKeys.revisionNoteTooLong, {
      multiline: true,
    }),
    pins: PhotoPins,
  })
  .superRefine((request, context) => {
    if (request.note === undefined && request.pins.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['note'],
        message: clientOrdersMessageKeys.revisionNoteRequired,
      });
    }
  });
