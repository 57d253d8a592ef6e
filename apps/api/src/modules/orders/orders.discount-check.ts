// `discounts.check`, the Review step's preview of a code: the order priced with and without it. Pricing is the
// orders module's; the code's rules are the discounts module's (orders → discounts, never back).
import type { Currency, DiscountCheckOutput, Language, TurnaroundTier } from '@photoedit/contracts';
import { orderMessageKeys } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { findDiscountCode } from '../discounts';
import { loadServices } from '../services';
import { quote } from './orders.pricing';
import { offeredTurnaround } from './orders.turnaround';
import { selectBlendSurcharges } from './pricing-settings.queries';

/** `discounts.check`: the price with and without the code; an unusable code answers `valid: false`. */
export async function checkDiscount(
  db: Kysely<DB>,
  input: {
    code: string;
    images: { serviceIds: string[] }[];
    turnaround: TurnaroundTier;
    currency?: Currency | undefined;
  },
  lang: Language,
  now: Date,
  draftId: string | null = null,
): Promise<DiscountCheckOutput> {
  const services = await loadServices(
    db,
    input.images.flatMap((image) => image.serviceIds),
    lang,
  );
  const code = await findDiscountCode(db, input.code, { now, draftId });
  const priced = quote(
    input.images,
    services,
    code,
    now,
    await offeredTurnaround(db, input.turnaround),
    await selectBlendSurcharges(db),
    input.currency,
  );
  const valid = priced.discount !== null;
  return {
    valid,
    code: priced.discount?.code ?? input.code.trim(),
    kind: priced.discount?.kind ?? null,
    originalPriceMinor: priced.subtotalMinor + priced.turnaround.amountMinor,
    discountAmountMinor: priced.discount?.discountAmountMinor ?? 0,
    totalMinor: priced.totalMinor,
    remainingUses: priced.discount?.remainingUses ?? null,
    currency: priced.currency,
    messageKey: valid ? null : orderMessageKeys.invalidDiscountCode,
  };
}
