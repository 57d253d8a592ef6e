// The client's credit (issue 34): a balance per currency kept as an append-only ledger. A late delivery earns
// credit by itself (lateCreditMinor), a guarantee claim may be resolved with credit, and the next checkout in the
// same currency spends it; a total covered entirely by credit needs no card.
import { z } from 'zod';
import { Currency } from './enums';
import { minimumChargeMinor } from './orders';

/** The late-delivery policy, stated on the terms page (legal namespace `terms.lateCredit`). */
export const lateCreditRules = {
  /** Per started period late: 1 % of what was paid… */
  percentPerPeriod: 1,
  /** …per started 15 minutes… */
  periodMinutes: 15,
  /** …at most 50 % (plus the whole Express surcharge of a late Express order). */
  maxPercent: 50,
} as const;

/**
 * The credit a delivery `lateMs` after its due time earns: 1 % of what was paid per started 15 minutes (14:59 late
 * is one period, 15:00 the second), at most 50 %, plus the Express surcharge; never more than was paid.
 */
export function lateCreditMinor(input: {
  paidMinor: number;
  lateMs: number;
  /** What Express added to the order (0 for other tiers). */
  expressSurchargeMinor: number;
}): number {
  if (input.lateMs <= 0 || input.paidMinor <= 0) return 0;
  const periodMs = lateCreditRules.periodMinutes * 60_000;
  const periods = Math.floor(input.lateMs / periodMs) + 1;
  const percent = Math.min(periods * lateCreditRules.percentPerPeriod, lateCreditRules.maxPercent);
  const share = Math.floor((input.paidMinor * percent) / 100);
  return Math.min(input.paidMinor, share + Math.max(0, input.expressSurchargeMinor));
}

/**
 * How much of a balance a checkout of `totalMinor` spends: all of the total it covers, except that what is left
 * for the card is never a charge below the card minimum (then the card pays the minimum and the credit the rest).
 * Null: the total is below the card minimum and the balance does not cover it (the checkout is refused).
 */
export function creditToApply(balanceMinor: number, totalMinor: number, currency: Currency): number | null {
  const minimum = minimumChargeMinor[currency];
  const covered = Math.max(0, Math.min(balanceMinor, totalMinor));
  const left = totalMinor - covered;
  if (left === 0 || left >= minimum) return covered;
  if (totalMinor >= minimum) return totalMinor - minimum;
  return null;
}

export const creditKinds = [
  'late_delivery',
  'guarantee',
  'spent',
  'returned',
  'adjustment',
  'purchase',
] as const;
export const CreditKind = z.enum(creditKinds);
export type CreditKind = z.infer<typeof CreditKind>;

const timestamp = z.iso.datetime({ offset: true });
const Amount = z.object({ amountMinor: z.number().int(), currency: Currency });

/** One movement of the client's credit, newest first on the Billing page. */
export const CreditEntry = z.object({
  id: z.string(),
  kind: CreditKind,
  /** Positive: credit granted or given back; negative: spent. */
  amount: Amount,
  balanceAfterMinor: z.number().int().nonnegative(),
  orderNumber: z.number().int().nullable(),
  reason: z.string().nullable(),
  at: timestamp,
});
export type CreditEntry = z.infer<typeof CreditEntry>;

/** `billing.overview` (client): the credit balance per currency and its movements. */
export const BillingOverview = z.object({
  balances: z.array(Amount),
  entries: z.array(CreditEntry),
});
export type BillingOverview = z.infer<typeof BillingOverview>;

/** What an order says of credit: spent on it at checkout, and earned by it (a late delivery, a claim). */
export const OrderCredit = z.object({
  usedMinor: z.number().int().nonnegative(),
  earned: z.array(
    z.object({
      kind: CreditKind,
      amountMinor: z.number().int().positive(),
      reason: z.string().nullable(),
      at: timestamp,
    }),
  ),
  currency: Currency,
});
export type OrderCredit = z.infer<typeof OrderCredit>;

// ---- Prepaid credit (issue 35): packs an admin offers, bought by card; the credit never expires.

export const creditPackRules = {
  /** A pack is at least a card's smallest charge in PLN (and 2.00 of the others), at most 1,000,000.00. */
  minPriceMinor: 200,
  maxPriceMinor: 100_000_000,
  maxBonusMinor: 100_000_000,
} as const;

export const creditMessageKeys = {
  packNotFound: 'errors.credits.packNotFound',
  priceInvalid: 'errors.credits.priceInvalid',
  bonusInvalid: 'errors.credits.bonusInvalid',
  purchaseNotFound: 'errors.credits.purchaseNotFound',
  alreadyPaid: 'errors.credits.alreadyPaid',
} as const;

const ck = creditMessageKeys;

/** A pack on offer: pay `priceMinor`, get `priceMinor + bonusMinor` of credit in `currency`. */
export const CreditPack = z.object({
  id: z.string(),
  currency: Currency,
  priceMinor: z.number().int(),
  bonusMinor: z.number().int(),
  active: z.boolean(),
});
export type CreditPack = z.infer<typeof CreditPack>;

/** `admin.creditPacks.create` / `update`. */
export const AdminCreditPackInput = z.object({
  currency: Currency,
  priceMinor: z
    .number({ error: ck.priceInvalid })
    .int(ck.priceInvalid)
    .min(creditPackRules.minPriceMinor, ck.priceInvalid)
    .max(creditPackRules.maxPriceMinor, ck.priceInvalid),
  bonusMinor: z
    .number({ error: ck.bonusInvalid })
    .int(ck.bonusInvalid)
    .min(0, ck.bonusInvalid)
    .max(creditPackRules.maxBonusMinor, ck.bonusInvalid),
  active: z.boolean().default(true),
});
export type AdminCreditPackInput = z.input<typeof AdminCreditPackInput>;
export const AdminCreditPackUpdate = AdminCreditPackInput.extend({
  packId: z.uuid({ error: ck.packNotFound }),
});

/** `billing.buyPack`: a purchase of an active pack, paid like an order (Stripe, or the offline test provider). */
export const BuyPackInput = z.object({ packId: z.uuid({ error: ck.packNotFound }) });
export const ConfirmPackInput = z.object({ purchaseId: z.uuid({ error: ck.purchaseNotFound }) });

export const PackPaymentStart = z.object({
  purchaseId: z.string(),
  provider: z.enum(['stripe', 'offline']),
  amountMinor: z.number().int(),
  creditMinor: z.number().int(),
  currency: Currency,
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
  testMode: z.boolean(),
});
export type PackPaymentStart = z.infer<typeof PackPaymentStart>;

/** `billing.purchase`: whether a purchase is paid (the Billing page asks after Stripe's return). */
export const CreditPurchaseStatus = z.object({
  purchaseId: z.string(),
  paid: z.boolean(),
  creditMinor: z.number().int(),
  currency: Currency,
});
export type CreditPurchaseStatus = z.infer<typeof CreditPurchaseStatus>;
