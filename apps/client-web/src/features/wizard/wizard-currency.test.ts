import type { ServiceView } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { servicesIn, wizardCurrency } from './wizard-currency';
import { initialWizardState, parseWizardState, wizardReducer } from './wizard-state';

const service = (id: string, prices: ServiceView['prices']): ServiceView => ({
  id,
  slug: id,
  category: 'sky_replacement',
  name: id,
  description: '',
  priceMinor: prices.USD ?? 0,
  currency: 'USD',
  prices,
  beforeImageUrl: null,
  afterImageUrl: null,
  portfolioImageUrls: [],
});

describe('the wizard currency', () => {
  it('starts in PLN in Polish, else in the admin default, until the client chooses', () => {
    expect(wizardCurrency(null, 'pl', 'EUR')).toBe('PLN');
    expect(wizardCurrency(null, 'en', 'EUR')).toBe('EUR');
    expect(wizardCurrency(null, 'en', undefined)).toBe('USD');
    expect(wizardCurrency('USD', 'pl', 'EUR')).toBe('USD');
  });

  it('shows each service at its price in the currency, and only those priced in it', () => {
    const catalogue = [service('sky', { USD: 300, PLN: 1200 }), service('lawn', { USD: 400 })];
    expect(
      servicesIn(catalogue, 'PLN').map(({ id, priceMinor, currency }) => [id, priceMinor, currency]),
    ).toEqual([['sky', 1200, 'PLN']]);
    expect(servicesIn(catalogue, 'USD')).toHaveLength(2);
  });

  it('is kept across reloads; choosing one lets go of the order made and of a discount code', () => {
    const state = {
      ...initialWizardState(),
      discountCode: 'SPRING',
      order: { orderId: 'o', orderNumber: 1, accessToken: 't' },
    };
    const chosen = wizardReducer(state, { type: 'currency', currency: 'PLN' });
    expect(chosen).toMatchObject({ currency: 'PLN', order: null, discountCode: null });
    expect(parseWizardState(JSON.stringify(chosen)).currency).toBe('PLN');
    expect(parseWizardState(JSON.stringify({ ...chosen, currency: 'GBP' })).currency).toBeNull();
  });
});
