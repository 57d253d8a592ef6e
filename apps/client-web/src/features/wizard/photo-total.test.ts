import type { ServiceView } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { photoTotalMinor } from './photo-total';

const service = (id: string, priceMinor: number) => ({ id, priceMinor }) as ServiceView;

describe('photoTotalMinor', () => {
  it('adds the prices of the chosen services only', () => {
    const services = [service('sky', 300), service('grass', 150), service('twilight', 900)];
    expect(photoTotalMinor(services, ['sky', 'twilight'])).toBe(1200);
    expect(photoTotalMinor(services, [])).toBe(0);
    expect(photoTotalMinor(services, ['gone'])).toBe(0);
  });
});
