// Refunds (issue 34): an admin refunds an order in full or per photo, with a reason, through the payment provider;
// a refund made in Stripe's dashboard arrives as `charge.refunded`. Never more than the card paid.
import { z } from 'zod';
import { Currency } from './enums';
import { cleanText } from './text';

export const refundRules = { reasonMaxLength: 500 } as const;

export const refundMessageKeys = {
  orderNotFound: 'errors.admin.orderNotFound',
  notPaid: 'errors.refunds.notPaid',
  nothingLeft: 'errors.refunds.nothingLeft',
  photoRefunded: 'errors.refunds.photoRefunded',
  photoNotInOrder: 'errors.refunds.photoNotInOrder',
  reasonRequired: 'errors.refunds.reasonRequired',
  reasonTooLong: 'errors.refunds.reasonTooLong',
  invalidRequest: 'errors.refunds.invalidRequest',
  notByCard: 'errors.refunds.notByCard',
  providerFailed: 'errors.refunds.providerFailed',
} as const;

const k = refundMessageKeys;

/**
 * `admin.refunds.create`: one photo's share of what the card paid, or (no photo) all that is left of it. The
 * console makes one `requestId` per form: the same request again (a double click, a retry) is the same refund.
 */
export const RefundInput = z.object({
  orderId: z.uuid({ error: k.orderNotFound }),
  requestId: z.uuid({ error: k.invalidRequest }),
  imageId: z.uuid({ error: k.photoNotInOrder }).optional(),
  reason: cleanText(
    z
      .string({ error: k.reasonRequired })
      .trim()
      .min(1, k.reasonRequired)
      .max(refundRules.reasonMaxLength, k.reasonTooLong),
    { multiline: true },
  ),
});
export type RefundInput = z.input<typeof RefundInput>;

export const RefundStatus = z.enum(['pending', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof RefundStatus>;

/** `admin.refunds.ofOrder`. */
export const RefundOrderInput = z.object({ orderId: z.uuid({ error: k.orderNotFound }) });
export type RefundOrderInput = z.input<typeof RefundOrderInput>;

export const RefundView = z.object({
  id: z.uuid(),
  amountMinor: z.number().int().positive(),
  reason: z.string(),
  /** 1-based photo number; null: the order as a whole. */
  photo: z.number().int().positive().nullable(),
  status: RefundStatus,
  /** Made in the provider's dashboard, not from the console. */
  external: z.boolean(),
  at: z.iso.datetime({ offset: true }),
});
export type RefundView = z.infer<typeof RefundView>;

/** What an order says of its refunds: what the card paid, what went back, and each refund. */
export const OrderRefunds = z.object({
  paidMinor: z.number().int().nonnegative(),
  refundedMinor: z.number().int().nonnegative(),
  currency: Currency,
  refunds: z.array(RefundView),
  /** Each photo's share of what the card paid, and whether it was refunded (the console's per-photo refund). */
  photos: z.array(
    z.object({
      imageId: z.uuid(),
      position: z.number().int().positive(),
      shareMinor: z.number().int().nonnegative(),
      refunded: z.boolean(),
    }),
  ),
});
export type OrderRefunds = z.infer<typeof OrderRefunds>;
