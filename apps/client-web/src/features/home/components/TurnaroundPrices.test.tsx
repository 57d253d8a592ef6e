import { changeLanguage, initI18n } from '@photoedit/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TurnaroundPrices } from './TurnaroundPrices';

const tiers = vi.hoisted(() => ({ data: [] as unknown[] }));
vi.mock('../../../lib/useTurnarounds', () => ({ useTurnarounds: () => tiers }));
afterEach(cleanup);

describe('TurnaroundPrices', () => {
  it('says what Express and Economy cost against the service prices, in both languages', async () => {
    tiers.data = [
      { tier: 'express', hours: 12, percent: 150, available: true },
      { tier: 'standard', hours: 24, percent: 100, available: true },
      { tier: 'economy', hours: 48, percent: 80, available: true },
    ];
    initI18n({ language: 'en' });
    render(<TurnaroundPrices />);
    expect(screen.getAllByTestId('turnaround-price').map((card) => card.textContent)).toEqual([
      'ExpressDelivered within 12 h+50% on the services',
      'StandardDelivered within 24 hThe prices above',
      'EconomyDelivered within 48 h−20% on the services',
    ]);
    cleanup();
    await changeLanguage('pl');
    render(<TurnaroundPrices />);
    expect(screen.getByRole('heading', { name: 'Czas realizacji' })).toBeTruthy();
    expect(screen.getAllByTestId('turnaround-price')[0]?.textContent).toBe(
      'EkspresGotowe w ciągu 12 h+50% do ceny usług',
    );
  });

  it('is not shown while one turnaround or none is offered', async () => {
    tiers.data = [{ tier: 'standard', hours: 24, percent: 100, available: true }];
    await changeLanguage('en');
    render(<TurnaroundPrices />);
    expect(screen.queryByRole('heading', { name: 'Turnaround' })).toBeNull();
  });
});
