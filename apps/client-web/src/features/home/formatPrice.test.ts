import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

describe('formatPrice', () => {
  it('formats minor units in the interface language', () => {
    expect(formatPrice(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatPrice(1250, 'USD', 'pl').replace(/\s/g, ' ')).toBe('12,50 USD');
  });
});
