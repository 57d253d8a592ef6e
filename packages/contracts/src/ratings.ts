// Ratings and preferred designers (issue 33): after completion the client rates the order (1–5 stars, an optional
// comment, editable for 30 days) and may prefer or block its designer. A paid order of a client with preferred
// designers is offered only to them for a first window (an admin setting), and never to a blocked designer.
import { z } from 'zod';
import { ListingLookReport } from './listing-look';
import { orderNumberInput } from './orders';
import { StyleView } from './style';
import { cleanText } from './text';

export const ratingRules = {
  minStars: 1,
  maxStars: 5,
  commentMaxLength: 1000,
  /** Days after completion in which the rating can be given or changed. */
  editableDays: 30,
} as const;

export const ratingMessageKeys = {
  orderNotFound: 'errors.clientOrders.orderNotFound',
  invalidStars: 'errors.ratings.invalidStars',
  commentTooLong: 'errors.ratings.commentTooLong',
  /** Only a completed order with a designer can be rated, or its designer preferred or blocked. */
  notCompleted: 'errors.ratings.notCompleted',
  /** More than 30 days after completion. */
  closed: 'errors.ratings.closed',
  invalidPreference: 'errors.ratings.invalidPreference',
  invalidWindow: 'errors.ratings.invalidWindow',
} as const;

const k = ratingMessageKeys;

const orderNumber = orderNumberInput(k.orderNotFound);

/** `clientOrders.rate`: gives or changes the order's one rating. */
export const RateOrderInput = z.object({
  orderNumber,
  stars: z
    .number({ error: k.invalidStars })
    .int(k.invalidStars)
    .min(ratingRules.minStars, k.invalidStars)
    .max(ratingRules.maxStars, k.invalidStars),
  comment: cleanText(
    z.string({ error: k.commentTooLong }).trim().max(ratingRules.commentMaxLength, k.commentTooLong),
    {
      multiline: true,
    },
  )
    .optional()
    .transform((value) => (value ? value : null)),
});
export type RateOrderInput = z.input<typeof RateOrderInput>;

export const DesignerPreference = z.enum(['preferred', 'blocked'], { error: k.invalidPreference });
export type DesignerPreference = z.infer<typeof DesignerPreference>;

/** `clientOrders.setDesignerPreference`: prefers or blocks the designer of a completed order (null: neither). */
export const DesignerPreferenceInput = z.object({
  orderNumber,
  preference: DesignerPreference.nullable(),
});
export type DesignerPreferenceInput = z.input<typeof DesignerPreferenceInput>;

/** What the client's order page shows of its rating and its designer. */
export const OrderRatingState = z.object({
  rating: z
    .object({ stars: z.number().int(), comment: z.string().nullable(), updatedAt: z.string() })
    .nullable(),
  /** Until when the rating (and the preference) can be given or changed; null when the order cannot be rated. */
  editableUntil: z.string().nullable(),
  designerPreference: DesignerPreference.nullable(),
});
export type OrderRatingState = z.infer<typeof OrderRatingState>;

/** A designer's ratings: the average of their orders' stars (null without any) and how many. */
export const DesignerRatingSummary = z.object({ average: z.number().nullable(), count: z.number().int() });
export type DesignerRatingSummary = z.infer<typeof DesignerRatingSummary>;

export const assignmentRules = {
  maxWindowMinutes: 10_080,
} as const;

/** `admin.assignment.*`: the first window in which an order goes only to the client's preferred designers. */
export const AssignmentSettings = z.object({
  /** Share of the turnaround's hours, 0–100 (0: no window). */
  preferredWindowPercent: z
    .number({ error: k.invalidWindow })
    .int(k.invalidWindow)
    .min(0, k.invalidWindow)
    .max(100, k.invalidWindow),
  /** The window's longest length, in minutes. */
  preferredWindowMaxMinutes: z
    .number({ error: k.invalidWindow })
    .int(k.invalidWindow)
    .min(0, k.invalidWindow)
    .max(assignmentRules.maxWindowMinutes, k.invalidWindow),
});
export type AssignmentSettings = z.infer<typeof AssignmentSettings>;

/** The window of an order paid for a turnaround of `hours`, in milliseconds. */
export const preferredWindowMs = (settings: AssignmentSettings, hours: number) =>
  Math.min(
    (hours * 3_600_000 * settings.preferredWindowPercent) / 100,
    settings.preferredWindowMaxMinutes * 60_000,
  );

/** What `admin.orders.detail` shows of issue 33 beside the order. */
export const adminOrderQualityFields = {
  /** The client's style as the order keeps it. */
  style: StyleView.nullable(),
  /** The listing consistency check of the delivered photos; null before any delivery. */
  look: ListingLookReport.nullable(),
  rating: z.object({ stars: z.number().int(), comment: z.string().nullable() }).nullable(),
  /** The assigned designer's ratings from clients (their detail as the order shows it). */
  designerRating: DesignerRatingSummary.nullable(),
  /**
   * The designers the client prefers and blocks: the assign form warns before giving the order to a blocked one
   * (`admin.orders.assign` refuses it without `overrideBlocked`, 409 `errors.admin.designerBlocked`).
   */
  clientDesigners: z.object({ preferred: z.array(z.uuid()), blocked: z.array(z.uuid()) }),
};
