import { defaultCurrency, type ServiceView } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueCurrency, photoTotalMinor } from './photo-total';

const service = (id: string, priceMinor: number, currency: ServiceView['currency'] = 'PLN') =>
  ({ id, priceMinor, currency }) as ServiceView;

describe('photoTotalMinor', () => {
  it('adds the prices of the chosen services only', () => {
    const services = [service('sky', 300), service('grass', 150), service('twilight', 900)];
    expect(photoTotalMinor(services, ['sky', 'twilight'])).toBe(1200);
    expect(photoTotalMinor(services, [])).toBe(0);
    expect(photoTotalMinor(services, ['gone'])).toBe(0);
  });
});

describe('catalogueCurrency', () => {
  it("is the catalogue's own currency, and the default one before the catalogue has loaded", () => {
    expect(catalogueCurrency([service('sky', 300, 'PLN'), service('grass', 150, 'PLN')])).toBe('PLN');
    expect(catalogueCurrency([])).toBe(defaultCurrency);
  });
});
