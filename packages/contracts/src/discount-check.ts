// `discounts.check`: whether a code applies to the order being made, priced as the quote prices it.
import { z } from 'zod';
import { Currency } from './enums';
import { DiscountKind, orderMessageKeys as k, PriceQuoteInput } from './orders';
import { TurnaroundTier } from './turnaround';

/** `discounts.check` (public query, rate-limited): the Review step's discount field. */
export const DiscountCheckInput = z.object({
  code: z.string().trim().min(1, k.invalidDiscountCode).max(64, k.invalidDiscountCode),
  images: PriceQuoteInput.shape.images,
  turnaround: TurnaroundTier.default('standard'),
  currency: Currency.optional(),
});
export type DiscountCheckInput = z.input<typeof DiscountCheckInput>;

export const DiscountCheckOutput = z.object({
  valid: z.boolean(),
  code: z.string(),
  /** Set when valid. */
  kind: DiscountKind.nullable(),
  originalPriceMinor: z.number().int().nonnegative(),
  discountAmountMinor: z.number().int().nonnegative(),
  totalMinor: z.number().int().nonnegative(),
  remainingUses: z.number().int().nonnegative().nullable(),
  currency: Currency,
  /** When not valid: `orderMessageKeys.invalidDiscountCode` ('Invalid discount code.'). */
  messageKey: z.string().nullable(),
});
export type DiscountCheckOutput = z.infer<typeof DiscountCheckOutput>;
