// Ordering: the wizard's order input, the server's price quote, discount checks, payment start and the
// public order status of /payment-success (SPEC §2, §3, §5, §8; ARCHITECTURE §7). Every amount is in minor
// units (cents) of one currency and is computed by the API from the database prices; the client never sends
// an amount. The draft token travels in the `X-Draft-Token` header (`draftTokenHeader` of ./media), never in
// the body.
import { z } from 'zod';
import { Email, validationMessageKeys } from './auth';
import { BillingDetails } from './billing';
import { bracketLimits, bracketMessageKeys, PhotoFrameIds } from './brackets';
import { Currency, Language, OrderStatus } from './enums';
import { SignedImageUrls } from './media';
import { PhotoPin, PhotoPins } from './pins';
import { optionalText } from './text';
import { QuotedTurnaround, TurnaroundTier } from './turnaround';

export const orderRules = {
  /** Images per order (the uploader may hold more, the order refuses them). */
  maxImages: 200,
  /** Reference images ("a sky like this") per photo, and for the whole order. */
  maxReferences: 3,
  /** Services per image (the catalogue is small; duplicates are refused). */
  maxServicesPerImage: 20,
  noteMaxLength: 2000,
  orderNotesMaxLength: 5000,
  nameMaxLength: 100,
  phoneMaxLength: 40,
  companyMaxLength: 200,
  propertyAddressMaxLength: 500,
  discountCodePattern: /^[A-Za-z0-9_-]{3,40}$/,
  /**
   * How long a checkout holds a use of its discount code: long enough to type a card's details; every
   * payments.start renews it, but never past `discountHoldMaxMs` after the first hold, so an abandoned
   * checkout cannot keep a limited code from others by starting again.
   */
  discountHoldMs: 15 * 60_000,
  discountHoldMaxMs: 60 * 60_000,
  /**
   * Live holds of one code that count against others from one address (an IPv4 address, an IPv6 /64): a buyer
   * needs one use at a time, so further abandoned checkouts from there cannot take the uses of a limited code.
   * Their checkouts still go on (an office behind one address is not refused); only the reservation is not theirs.
   */
  discountHoldsPerNetwork: 1,
} as const;

/**
 * The smallest amount a card can be charged, per currency (Stripe's minimums: 0.50 USD / EUR, 2.00 PLN). An order
 * whose total is below it (a large discount) is refused with `belowMinimumCharge`, never sent to the provider.
 */
export const minimumChargeMinor: Readonly<Record<Currency, number>> = { USD: 50, EUR: 50, PLN: 200 };

export const isBelowMinimumCharge = (totalMinor: number, currency: Currency): boolean =>
  totalMinor < minimumChargeMinor[currency];

/**
 * Translation keys (namespace `common` of @photoedit/i18n) of every ordering refusal: the API sends them as
 * `error.data.messageKey` (tRPC) or as the `message` of a field issue (`error.data.issues[].message`).
 */
export const orderMessageKeys = {
  /** SPEC §8 'Please select at least one service for this image.' (field issue on images.N.serviceIds). */
  serviceRequired: 'errors.orders.serviceRequired',
  /** The same service twice on one image. */
  duplicateService: 'errors.orders.duplicateService',
  /** More than `orderRules.maxServicesPerImage` services on one image. */
  tooManyServices: 'errors.orders.tooManyServices',
  /** No image in the order. */
  imagesRequired: 'errors.orders.imagesRequired',
  /** More than `orderRules.maxImages` images. */
  tooManyImages: 'errors.orders.tooManyImages',
  /** The same image twice in the order. */
  duplicateImage: 'errors.orders.duplicateImage',
  /** An image that is not an upload of this draft (or not ready, or already in a paid order). */
  imageNotInDraft: 'errors.orders.imageNotInDraft',
  /** A reference image that is not a finished upload of this draft, or is also one of the order's photos. */
  referenceNotInDraft: 'errors.orders.referenceNotInDraft',
  /** The turnaround is not offered now (or is not one). */
  turnaroundUnavailable: 'errors.orders.turnaroundUnavailable',
  tooManyReferences: 'errors.orders.tooManyReferences',
  /** The X-Draft-Token header is missing, unknown or expired. */
  draftInvalid: 'errors.orders.draftInvalid',
  /** A service that does not exist or is not offered any more. */
  serviceUnavailable: 'errors.orders.serviceUnavailable',
  /** A service has no price in the chosen currency (issue 35). */
  currencyUnavailable: 'errors.orders.currencyUnavailable',
  /** Services priced in different currencies (the catalogue has one currency). */
  mixedCurrencies: 'errors.orders.mixedCurrencies',
  noteTooLong: 'errors.orders.noteTooLong',
  notesTooLong: 'errors.orders.notesTooLong',
  phoneInvalid: 'errors.orders.phoneInvalid',
  fieldTooLong: 'errors.orders.fieldTooLong',
  /** SPEC §8 'Invalid discount code.': unknown, inactive, expired, used up or of another currency. */
  invalidDiscountCode: 'errors.orders.invalidDiscountCode',
  /** payments.start: every remaining use of the order's code is held by other checkouts or was used meanwhile. */
  discountUsedUp: 'errors.orders.discountUsedUp',
  /** The total (after the discount) is under the card provider's minimum charge: refused, not sent to Stripe. */
  belowMinimumCharge: 'errors.orders.belowMinimumCharge',
  /** The contact e-mail belongs to a deactivated client account: refused before payment. */
  accountDeactivated: 'errors.orders.accountDeactivated',
  /** The order (id + access token) is unknown. */
  orderNotFound: 'errors.orders.orderNotFound',
  /** The order is already paid: it cannot be paid (or replaced) again. */
  alreadyPaid: 'errors.orders.alreadyPaid',
  /** payments.offline.confirm on an order of the Stripe provider, or with the offline provider disabled. */
  offlinePaymentUnavailable: 'errors.orders.offlinePaymentUnavailable',
  /** The payment provider could not be reached; try again. */
  paymentProviderFailed: 'errors.orders.paymentProviderFailed',
} as const;

const k = orderMessageKeys;
const rules = orderRules;

export const DiscountCodeInput = z
  .string({ error: k.invalidDiscountCode })
  .trim()
  .regex(rules.discountCodePattern, k.invalidDiscountCode);

const ReferenceIds = z
  .array(z.uuid({ error: k.referenceNotInDraft }), { error: k.referenceNotInDraft })
  .max(rules.maxReferences, k.tooManyReferences)
  .refine((ids) => new Set(ids).size === ids.length, k.referenceNotInDraft)
  .default([]);

/** A reference image of an order or of one of its photos, as the order views show it (signed addresses). */
export const OrderReference = SignedImageUrls.extend({ fileName: z.string().nullable() });
export type OrderReference = z.infer<typeof OrderReference>;

/** One image of the order: an upload of this draft and the services chosen for it. */
export const OrderImageInput = z
  .object({
    mediaId: z.uuid({ error: k.imageNotInDraft }),
    serviceIds: z
      .array(z.uuid({ error: k.serviceUnavailable }), { error: k.serviceRequired })
      .min(1, k.serviceRequired)
      .max(rules.maxServicesPerImage, k.tooManyServices)
      .refine((ids) => new Set(ids).size === ids.length, k.duplicateService),
    note: optionalText(rules.noteMaxLength, k.noteTooLong, { multiline: true }),
    /** Instructions pinned on the photo (optional). */
    pins: PhotoPins,
    /** Reference images for this photo (uploads of the same draft; optional). */
    references: ReferenceIds,
    /**
     * A bracket set's files in capture order, `mediaId` (its middle exposure) among them; absent or one file for a
     * single photo. The set must be one camera's frames of one size (media.brackets groups them).
     */
    frameIds: PhotoFrameIds.optional(),
  })
  .refine((image) => !image.frameIds || image.frameIds.includes(image.mediaId), {
    message: bracketMessageKeys.noSuchFrame,
    path: ['frameIds'],
  });
export type OrderImageInput = z.input<typeof OrderImageInput>;

/** Step 3 "Your Details". Only the e-mail is required ('Please enter your email address.'). */
export const OrderContactInput = z.object({
  email: Email,
  firstName: optionalText(rules.nameMaxLength, validationMessageKeys.nameTooLong),
  lastName: optionalText(rules.nameMaxLength, validationMessageKeys.nameTooLong),
  phone: optionalText(rules.phoneMaxLength, k.phoneInvalid).refine(
    (value) => value === undefined || /^\+?[0-9 ()./-]{5,40}$/.test(value),
    k.phoneInvalid,
  ),
  company: optionalText(rules.companyMaxLength, k.fieldTooLong),
  /** The property the photos show (optional, for the designer's context). */
  propertyAddress: optionalText(rules.propertyAddressMaxLength, k.fieldTooLong, { multiline: true }),
});
export type OrderContactInput = z.input<typeof OrderContactInput>;

const OrderImagesInput = z
  .array(OrderImageInput, { error: k.imagesRequired })
  .min(1, k.imagesRequired)
  .max(rules.maxImages, k.tooManyImages)
  .refine((images) => new Set(images.map((image) => image.mediaId)).size === images.length, k.duplicateImage)
  .refine(
    (images) => images.flatMap(filesOf).length <= bracketLimits.maxFilesPerOrder,
    bracketMessageKeys.tooManyFiles,
  )
  .refine((images) => {
    // A photo given twice is refused above, once.
    if (new Set(images.map((image) => image.mediaId)).size !== images.length) return true;
    const files = images.flatMap(filesOf);
    return new Set(files).size === files.length;
  }, k.duplicateImage);

/** Every file of an order image: its frames, or its one upload. */
export const filesOf = (image: {
  mediaId: string;
  frameIds?: readonly string[] | undefined;
}): readonly string[] => (image.frameIds && image.frameIds.length > 0 ? image.frameIds : [image.mediaId]);

/**
 * `orders.create` (public; header `X-Draft-Token` required). Creating again from the same draft while its
 * order is unpaid replaces that order (the client went back and changed something); a paid draft is refused.
 */
export const OrderCreateInput = z.object({
  images: OrderImagesInput,
  contact: OrderContactInput,
  notes: optionalText(rules.orderNotesMaxLength, k.notesTooLong, { multiline: true }),
  discountCode: DiscountCodeInput.optional(),
  /** Reference images for the whole order (uploads of the same draft; optional). */
  references: ReferenceIds,
  /** How fast (and so at what price): Standard 24 h unless another offered tier is chosen. */
  turnaround: TurnaroundTier.default('standard'),
  /** The language of the client's e-mails (and of the account created at payment). */
  language: Language,
  /** Who the invoice is made out to; without it, the contact as a private person (issue 35). */
  billing: BillingDetails.optional(),
  /** The currency the client pays in (issue 35); without it, the services' own. */
  currency: Currency.optional(),
});
export type OrderCreateInput = z.input<typeof OrderCreateInput>;

/** What the price depends on: the services per image (and an optional code). */
export const PriceQuoteInput = z.object({
  images: z
    .array(
      z.object({
        serviceIds: OrderImageInput.shape.serviceIds,
        /** Files of the photo: a bracket set (2–9) carries the blending surcharge. */
        frameCount: z.number().int().min(1).max(bracketLimits.maxFrames).default(1),
      }),
      { error: k.imagesRequired },
    )
    .min(1, k.imagesRequired)
    .max(rules.maxImages, k.tooManyImages),
  discountCode: DiscountCodeInput.optional(),
  turnaround: TurnaroundTier.default('standard'),
  lang: Language.optional(),
  /** The currency to price in (issue 35); without it, the services' own. */
  currency: Currency.optional(),
});
export type PriceQuoteInput = z.input<typeof PriceQuoteInput>;

export const DiscountKind = z.enum(['percent', 'fixed']);
export type DiscountKind = z.infer<typeof DiscountKind>;

export const QuotedService = z.object({
  serviceId: z.uuid(),
  name: z.string(),
  priceMinor: z.number().int().nonnegative(),
});
export const QuotedImage = z.object({
  /** Index in the input's `images`. */
  index: z.number().int().nonnegative(),
  services: z.array(QuotedService),
  /** The admin's surcharge for blending a bracket set (0 for a single photo); in `subtotalMinor`. */
  blendSurchargeMinor: z.number().int().nonnegative(),
  subtotalMinor: z.number().int().nonnegative(),
});

/** SPEC §3 discount code: valid flag, original price, discount amount, remaining uses. */
export const AppliedDiscount = z.object({
  code: z.string(),
  kind: DiscountKind,
  /** percent: 1..100; fixed: minor units. */
  value: z.number().int().positive(),
  originalPriceMinor: z.number().int().nonnegative(),
  discountAmountMinor: z.number().int().nonnegative(),
  /** null: unlimited. */
  remainingUses: z.number().int().nonnegative().nullable(),
});
export type AppliedDiscount = z.infer<typeof AppliedDiscount>;

/** `orders.quote` (public query) and the `quote` of `orders.create`. */
export const PriceQuote = z.object({
  images: z.array(QuotedImage),
  subtotalMinor: z.number().int().nonnegative(),
  /** null: no code given. An invalid code makes `orders.quote` answer `discountValid: false`. */
  /** The turnaround chosen and what it adds to (or takes off) the subtotal; discounts apply after it. */
  turnaround: QuotedTurnaround,
  discount: AppliedDiscount.nullable(),
  discountValid: z.boolean().nullable(),
  totalMinor: z.number().int().nonnegative(),
  currency: Currency,
  /** The signed-in client's credit this total spends (issue 34); the card pays `totalMinor - creditMinor`. */
  creditMinor: z.number().int().nonnegative().optional(),
});
export type PriceQuote = z.infer<typeof PriceQuote>;

/**
 * The order's capability: `orderId` + `accessToken` (≥ 256-bit HMAC, returned only by `orders.create`). The
 * wizard keeps both (with the draft) and puts them on the /payment-success URL; the guessable order number
 * alone never reveals anything.
 */
export const OrderAccess = z.object({
  orderId: z.uuid({ error: k.orderNotFound }),
  accessToken: z.string().min(16, k.orderNotFound).max(128, k.orderNotFound),
});
export type OrderAccess = z.infer<typeof OrderAccess>;

/** Which order an answer is about: its id, and the number people see and say ("#10042"). */
/** An order's number as a client names it; refused with `notFound` (order_number is a PostgreSQL integer). */
export const orderNumberInput = (notFound: string) =>
  z.number({ error: notFound }).int(notFound).positive(notFound).max(2_147_483_647, notFound);

export const OrderIdentity = z.object({ orderId: z.uuid(), orderNumber: z.number().int() });
export type OrderIdentity = z.infer<typeof OrderIdentity>;

export const OrderCreateOutput = OrderIdentity.extend({
  accessToken: z.string(),
  quote: PriceQuote,
});
export type OrderCreateOutput = z.infer<typeof OrderCreateOutput>;

/** `credit`: a total covered entirely by the client's credit, paid without a card (issue 34). */
export const PaymentProvider = z.enum(['stripe', 'offline', 'credit']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;
export const PaymentState = z.enum(['awaiting_payment', 'paid', 'failed', 'canceled', 'refunded']);
export type PaymentState = z.infer<typeof PaymentState>;

/** `payments.config` (public query): which provider the wizard shows. */
export const PaymentsConfig = z.object({
  provider: PaymentProvider,
  /** Stripe only: load Stripe.js with it. */
  publishableKey: z.string().nullable(),
  /** Offline only: the wizard must label the payment as a TEST payment with no real charge. */
  testMode: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfig>;

/** `payments.start` (public mutation, input `OrderAccess`): safe to call again (same intent, no new charge). */
export const PaymentStart = OrderIdentity.extend({
  provider: PaymentProvider,
  amountMinor: z.number().int().nonnegative(),
  currency: Currency,
  /** Stripe: give it to the Payment Element (`elements({ clientSecret })`). */
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
  /** Offline: then call `payments.offline.confirm` with the same `OrderAccess`. */
  testMode: z.boolean(),
});
export type PaymentStart = z.infer<typeof PaymentStart>;

/** `orders.publicStatus` (public query, input `OrderAccess`): what /payment-success shows. */
export const OrderPublicStatus = OrderIdentity.extend({
  status: OrderStatus,
  paymentStatus: PaymentState,
  paid: z.boolean(),
  email: z.string(),
  totalMinor: z.number().int().nonnegative(),
  currency: Currency,
  provider: PaymentProvider.nullable(),
  imageCount: z.number().int().nonnegative(),
  /** The turnaround paid for: its tier, its hours and what it added to (or took off) the subtotal, in minor units. */
  turnaround: z.object({
    tier: TurnaroundTier,
    hours: z.number().int().positive(),
    amountMinor: z.number().int(),
  }),
  /** The delivery deadline, once paid. */
  dueAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * When this payment created the client's account: a one-time token for `auth.autoLogin`, for a short while
   * after payment (null otherwise, and once used). Only the browser holding the order's access token sees it.
   */
  signInToken: z.string().nullable(),
});
export type OrderPublicStatus = z.infer<typeof OrderPublicStatus>;

/** Orders are due this long after payment (= `deliveryHours` of ./constants). */
export const orderDueAfterMs = 24 * 60 * 60 * 1000;
/** The Stripe webhook (raw JSON body, `Stripe-Signature` header). */
export const stripeWebhookPath = '/api/payments/stripe/webhook';
/** Development/test only (404 in production): create a discount code. */
export const devDiscountCodesPath = '/api/dev/discount-codes';
/** The discount code seeded in development (printed in the start log). */
export const demoDiscountCode = 'WELCOME10';

/**
 * Where an order image's review stands, as every order view (client, designer, admin) shows it: the designer's
 * delivery and comment, the client's one revision and the acceptance. Times are ISO strings.
 */
export const ImageReviewState = z.object({
  designerNote: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  revisionUsed: z.boolean(),
  revisionNote: z.string().nullable(),
  /** The pins of the revision request (empty without a request or without pins); kept after redelivery. */
  revisionPins: z.array(PhotoPin),
  revisionRequestedAt: z.iso.datetime({ offset: true }).nullable(),
  acceptedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ImageReviewState = z.infer<typeof ImageReviewState>;
