import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from './format';

const iso = '2026-11-21T23:30:00.000Z';

describe('one way to write amounts and dates per language', () => {
  it('money', () => {
    expect(formatMoney(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(1250, 'PLN', 'pl').replace(/\s/g, ' ')).toBe('12,50 zł');
    expect(formatMoney(0, 'EUR', 'en')).toBe('€0.00');
  });

  it('dates in every app the same way (an unknown language falls back to English)', () => {
    const english = formatDateTime(iso, 'en');
    expect(english).toContain('2026');
    expect(formatDateTime(iso, 'en-GB')).toBe(english);
    expect(formatDate(iso, 'pl')).toMatch(/2026/);
  });

  it('numbers', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(12345, 'pl').replace(/\s/g, ' ')).toBe('12 345');
    expect(formatPercent(0.995, 'en')).toBe('99.5%');
    expect(formatPercent(0.995, 'pl')).toMatch(/^99,5\s?%$/);
  });
});
