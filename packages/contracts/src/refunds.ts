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
 * `admin.orders.refund`: the rest of the order (no photos) or the given photos' shares of what was paid. The
 * console makes one `requestId` per form: the same request again (a double click, a retry) is the same refund.
 */
export const RefundInput = z.object({
  orderId: z.uuid({ error: k.orderNotFound }),
  requestId: z.uuid({ error: k.invalidRequest }),
  imageIds: z
    .array(z.uuid({ error: k.photoNotInOrder }))
    .max(400, k.photoNotInOrder)
    .default([]),
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
});
export type OrderRefunds = z.infer<typeof OrderRefunds>;
