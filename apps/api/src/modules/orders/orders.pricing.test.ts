import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import type { DiscountCodeRow } from '../discounts/discounts.rules';
import { discountAmount, isUsable, remainingUses } from '../discounts/discounts.rules';
import { type PricedService, priceImages, quote } from './orders.pricing';

const now = new Date('2026-11-21T12:00:00Z');
const service = (
  id: string,
  priceMinor: number,
  extra: Partial<PricedService> = {},
): [string, PricedService] => [
  id,
  { id, name: id, priceMinor, currency: 'USD', prices: { USD: priceMinor }, active: true, ...extra },
];
const services = new Map([
  service('sky', 500),
  service('lawn', 750),
  service('old', 900, { active: false }),
  service('euro', 100, { currency: 'EUR', prices: { EUR: 100 } }),
  service('listed', 500, { prices: { USD: 500, EUR: 460, PLN: 1990 } }),
]);
const code = (extra: Partial<DiscountCodeRow> = {}): DiscountCodeRow => ({
  id: 'c',
  code: 'SPRING10',
  kind: 'percent',
  value: 10,
  currency: null,
  max_uses: 5,
  uses: 2,
  active: true,
  expires_at: null,
  ...extra,
});

describe('pricing', () => {
  it("prices in the chosen currency from each service's price list, with that currency's blending surcharge", () => {
    const surcharges = { USD: 200, EUR: 180, PLN: 800 };
    const pln = priceImages(
      [{ serviceIds: ['listed'], frameCount: 3 }, { serviceIds: ['listed'] }],
      services,
      surcharges,
      'PLN',
    );
    expect(pln).toMatchObject({ currency: 'PLN', subtotalMinor: 1990 + 800 + 1990 });
    expect(pln.images[0]?.blendSurchargeMinor).toBe(800);
    expect(priceImages([{ serviceIds: ['listed'] }], services, surcharges, 'EUR').subtotalMinor).toBe(460);
    // Without a currency: the services' own, as before.
    expect(priceImages([{ serviceIds: ['listed'], frameCount: 2 }], services, surcharges)).toMatchObject({
      currency: 'USD',
      subtotalMinor: 700,
    });
    // A service without a price in the currency cannot be ordered in it.
    expect(() => priceImages([{ serviceIds: ['sky'] }], services, surcharges, 'PLN')).toThrow(AppError);
    const total = quote([{ serviceIds: ['listed'] }], services, undefined, now, undefined, surcharges, 'PLN');
    expect(total).toMatchObject({ currency: 'PLN', totalMinor: 1990 });
  });

  it('sums the services of each image and the images', () => {
    const priced = priceImages([{ serviceIds: ['sky', 'lawn'] }, { serviceIds: ['sky'] }], services);
    expect(priced.images.map((image) => image.subtotalMinor)).toEqual([1250, 500]);
    expect(priced.subtotalMinor).toBe(1750);
    expect(priced.currency).toBe('USD');
  });

  it("adds the admin's blending surcharge to each bracket set, whether its files are given by id or counted", () => {
    const priced = quote(
      [
        { serviceIds: ['sky'], frameIds: ['a', 'b', 'c'] },
        { serviceIds: ['sky'], frameCount: 5 },
        { serviceIds: ['sky'], frameCount: 1 },
        { serviceIds: ['sky'] },
      ],
      services,
      undefined,
      now,
      undefined,
      150,
    );
    expect(priced.images.map((image) => [image.blendSurchargeMinor, image.subtotalMinor])).toEqual([
      [150, 650],
      [150, 650],
      [0, 500],
      [0, 500],
    ]);
    expect(priced.subtotalMinor).toBe(2300);
    expect(priced.totalMinor).toBe(2300);
  });

  it('refuses unknown, inactive and mixed-currency services', () => {
    for (const ids of [['nope'], ['old'], ['sky', 'euro']]) {
      expect(() => priceImages([{ serviceIds: ids }], services)).toThrow(AppError);
    }
  });

  it('quotes without a code, with a valid code and with an unknown one', () => {
    expect(quote([{ serviceIds: ['sky'] }], services, undefined, now)).toMatchObject({
      discount: null,
      discountValid: null,
      totalMinor: 500,
    });
    expect(quote([{ serviceIds: ['sky', 'lawn'] }], services, code(), now)).toMatchObject({
      subtotalMinor: 1250,
      discount: { originalPriceMinor: 1250, discountAmountMinor: 125, remainingUses: 3 },
      discountValid: true,
      totalMinor: 1125,
    });
    expect(quote([{ serviceIds: ['sky'] }], services, null, now)).toMatchObject({
      discountValid: false,
      totalMinor: 500,
    });
  });
});

describe('discount rules', () => {
  it('a turnaround changes the services subtotal first; the discount applies after it', () => {
    const images = [{ serviceIds: ['sky', 'lawn'] }, { serviceIds: ['sky'] }];
    const express = quote(images, services, code(), now, { tier: 'express', hours: 12, percent: 150 });
    expect(express.turnaround).toEqual({ tier: 'express', hours: 12, percent: 150, amountMinor: 875 });
    // 10 % off (1750 + 875) = 262.5, rounded half up.
    expect(express.discount?.discountAmountMinor).toBe(263);
    expect(express.totalMinor).toBe(1750 + 875 - 263);
    const economy = quote(images, services, undefined, now, { tier: 'economy', hours: 48, percent: 80 });
    expect([economy.turnaround.amountMinor, economy.totalMinor]).toEqual([-350, 1400]);
    expect(quote(images, services, undefined, now).turnaround).toEqual({
      tier: 'standard',
      hours: 24,
      percent: 100,
      amountMinor: 0,
    });
  });

  it('percent rounds half up; fixed is capped; never below zero', () => {
    expect(discountAmount({ kind: 'percent', value: 10 }, 1255)).toBe(126);
    expect(discountAmount({ kind: 'percent', value: 15 }, 999)).toBe(150);
    expect(discountAmount({ kind: 'percent', value: 100 }, 999)).toBe(999);
    expect(discountAmount({ kind: 'fixed', value: 300 }, 1000)).toBe(300);
    expect(discountAmount({ kind: 'fixed', value: 5000 }, 1000)).toBe(1000);
    expect(discountAmount({ kind: 'fixed', value: 5000 }, 0)).toBe(0);
  });

  it('remaining uses are max_uses - uses, null when unlimited', () => {
    expect(remainingUses({ max_uses: 10, uses: 3 })).toBe(7);
    expect(remainingUses({ max_uses: 3, uses: 3 })).toBe(0);
    expect(remainingUses({ max_uses: null, uses: 99 })).toBeNull();
  });

  it('usable: active, not expired, not used up, fixed codes only in their currency', () => {
    expect(isUsable(code(), 'USD', now)).toBe(true);
    expect(isUsable(code({ active: false }), 'USD', now)).toBe(false);
    expect(isUsable(code({ expires_at: new Date('2026-11-21T11:59:59Z') }), 'USD', now)).toBe(false);
    expect(isUsable(code({ expires_at: new Date('2026-11-22T00:00:00Z') }), 'USD', now)).toBe(true);
    expect(isUsable(code({ uses: 5 }), 'USD', now)).toBe(false);
    expect(isUsable(code({ max_uses: null, uses: 1000 }), 'USD', now)).toBe(true);
    expect(isUsable(code({ kind: 'fixed', value: 100, currency: 'EUR' }), 'USD', now)).toBe(false);
    expect(isUsable(code({ kind: 'fixed', value: 100, currency: 'USD' }), 'USD', now)).toBe(true);
  });
});
