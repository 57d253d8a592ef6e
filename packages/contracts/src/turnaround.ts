// Turnaround: how fast an order is delivered, chosen per order. Standard is the SPEC's 24 hours at the catalogue
// price; Express (12 h) costs more and Economy (48 h) less, by a percentage of the services' subtotal that the
// admin sets, as they set whether each is offered. The due time, the designer's deadline, the overdue count and
// the on-time rate all follow the order's hours.
import { z } from 'zod';

export const turnaroundTiers = ['express', 'standard', 'economy'] as const;
export const TurnaroundTier = z.enum(turnaroundTiers, { error: 'errors.orders.turnaroundUnavailable' });
export type TurnaroundTier = z.infer<typeof TurnaroundTier>;

export const turnaroundHours: Record<TurnaroundTier, number> = { express: 12, standard: 24, economy: 48 };

/** What the admin may set: Express above the standard price, Economy below it; Standard is fixed at 100 %. */
export const turnaroundRules = {
  express: { minPercent: 101, maxPercent: 300 },
  economy: { minPercent: 10, maxPercent: 99 },
} as const;

/** A tier as offered: its hours and its price as a percentage of the standard price. */
export const TurnaroundOption = z.object({
  tier: TurnaroundTier,
  hours: z.number().int().positive(),
  percent: z.number().int().positive(),
  available: z.boolean(),
});
export type TurnaroundOption = z.infer<typeof TurnaroundOption>;

/** The price effect of a tier on a subtotal, in minor units (negative for Economy). */
export const turnaroundAmount = (subtotalMinor: number, percent: number) =>
  Math.round((subtotalMinor * (percent - 100)) / 100);

/** The tier of a quote or an order, with what it changed. */
export const QuotedTurnaround = z.object({
  tier: TurnaroundTier,
  hours: z.number().int().positive(),
  percent: z.number().int().positive(),
  amountMinor: z.number().int(),
});
export type QuotedTurnaround = z.infer<typeof QuotedTurnaround>;

/** Translation key (namespace `common`) of a refused turnaround setting (part of `adminMessageKeys`). */
export const turnaroundInvalidKey = 'errors.admin.turnaroundInvalid';

/** `admin.turnaround.update`: whether Express or Economy is offered, and at what percentage. */
export const AdminTurnaroundUpdate = z
  .object({
    tier: z.enum(['express', 'economy'], { error: turnaroundInvalidKey }),
    available: z.boolean({ error: turnaroundInvalidKey }),
    percent: z.number({ error: turnaroundInvalidKey }).int(turnaroundInvalidKey),
  })
  .refine(
    (input) =>
      input.percent >= turnaroundRules[input.tier].minPercent &&
      input.percent <= turnaroundRules[input.tier].maxPercent,
    { message: turnaroundInvalidKey, path: ['percent'] },
  );
export type AdminTurnaroundUpdate = z.infer<typeof AdminTurnaroundUpdate>;
