// Pricing as a pure function of the catalogue prices: per image the sum of its services, the subtotal, the
// discount and the total, all in minor units of one currency. The client never sends an amount.
import type { AppliedDiscount, Currency, PriceQuote, QuotedTurnaround } from '@photoedit/contracts';
import { orderMessageKeys, priceIn, turnaroundAmount } from '@photoedit/contracts';
import { AppError } from '../../errors';
import { type DiscountCodeRow, discountAmount, isUsable, remainingUses } from '../discounts';
import type { PricedService } from '../services';

export type { PricedService } from '../services';

/** What pricing reads of a photo: its services, and whether it is a bracket set (its files, by id or by count). */
export interface PricedImageInput {
  serviceIds: readonly string[];
  frameIds?: readonly string[] | undefined;
  frameCount?: number | undefined;
}

const isBracketSet = (image: PricedImageInput) => (image.frameIds?.length ?? image.frameCount ?? 1) > 1;

/** The surcharge per bracket set: one amount (of the services' currency), or one per currency (issue 35). */
export type BlendSurcharge = number | Readonly<Record<Currency, number>>;

/** A service's line in `wanted` (its price list's), or in its own currency when none is asked for. */
function serviceLine(service: PricedService, wanted: Currency | undefined, sofar: Currency | undefined) {
  if (wanted !== undefined) {
    const priceMinor = priceIn(service, wanted);
    if (priceMinor === null) throw new AppError('BAD_INPUT', orderMessageKeys.currencyUnavailable);
    return { currency: wanted, priceMinor };
  }
  if (sofar !== undefined && service.currency !== sofar) {
    throw new AppError('BAD_INPUT', orderMessageKeys.mixedCurrencies);
  }
  return { currency: service.currency, priceMinor: service.priceMinor };
}

/**
 * Throws BAD_INPUT (serviceUnavailable / currencyUnavailable / mixedCurrencies) for a service that is missing,
 * inactive or not priced in `wanted`. A bracket set adds the admin's blending surcharge to its photo's price.
 */
export function priceImages(
  images: readonly PricedImageInput[],
  services: ReadonlyMap<string, PricedService>,
  blendSurcharge: BlendSurcharge = 0,
  wanted?: Currency,
): Pick<PriceQuote, 'images' | 'subtotalMinor' | 'currency'> {
  let currency: Currency | undefined;
  let subtotalMinor = 0;
  const priced = images.map((image, index) => {
    const lines = image.serviceIds.map((id) => {
      const service = services.get(id);
      if (!service?.active) throw new AppError('BAD_INPUT', orderMessageKeys.serviceUnavailable);
      const line = serviceLine(service, wanted, currency);
      currency = line.currency;
      return { serviceId: service.id, name: service.name, priceMinor: line.priceMinor };
    });
    const perSet =
      typeof blendSurcharge === 'number' ? blendSurcharge : currency ? blendSurcharge[currency] : 0;
    const surcharge = isBracketSet(image) ? perSet : 0;
    const imageSubtotal = lines.reduce((sum, line) => sum + line.priceMinor, surcharge);
    subtotalMinor += imageSubtotal;
    return { index, services: lines, blendSurchargeMinor: surcharge, subtotalMinor: imageSubtotal };
  });
  if (currency === undefined) throw new AppError('BAD_INPUT', orderMessageKeys.imagesRequired);
  return { images: priced, subtotalMinor, currency };
}

/** The discount of a code on a subtotal, or null when the code is not usable now. */
export function applyDiscount(
  code: DiscountCodeRow,
  subtotalMinor: number,
  currency: Currency,
  now: Date,
): AppliedDiscount | null {
  if (!isUsable(code, currency, now)) return null;
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    originalPriceMinor: subtotalMinor,
    discountAmountMinor: discountAmount(code, subtotalMinor),
    remainingUses: remainingUses(code),
  };
}

/** The standard turnaround (24 h at the catalogue price), for quotes that choose none. */
export const standardTurnaround = { tier: 'standard', hours: 24, percent: 100 } as const;

/**
 * The whole quote; `code` undefined: no code given; null: a code was given and is unknown. The turnaround's
 * percentage changes the services' subtotal first; a discount applies to that.
 */
export function quote(
  images: readonly PricedImageInput[],
  services: ReadonlyMap<string, PricedService>,
  code: DiscountCodeRow | null | undefined,
  now: Date,
  tier: Omit<QuotedTurnaround, 'amountMinor'> = standardTurnaround,
  blendSurcharge: BlendSurcharge = 0,
  currency?: Currency,
): PriceQuote {
  const base = priceImages(images, services, blendSurcharge, currency);
  const turnaround = { ...tier, amountMinor: turnaroundAmount(base.subtotalMinor, tier.percent) };
  const adjusted = base.subtotalMinor + turnaround.amountMinor;
  const discount = code ? applyDiscount(code, adjusted, base.currency, now) : null;
  return {
    ...base,
    turnaround,
    discount,
    discountValid: code === undefined ? null : discount !== null,
    totalMinor: adjusted - (discount?.discountAmountMinor ?? 0),
  };
}
