import { changeLanguage, initI18n } from '@photoedit/i18n';
import { mockTrpc } from '@photoedit/web-client/test/mock-trpc';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTurnarounds } from '../../../lib/useTurnarounds';
import { renderWithApi as render } from '../../../test/render-with-api';
import { TurnaroundPrices } from './TurnaroundPrices';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
/** Shown once the same query has its answer (in the same render as the section's). */
function Answered() {
  return useTurnarounds().data ? <span data-testid="answered" /> : null;
}
/** `orders.turnarounds` answers these tiers; returns the call record. */
const offering = (tiers: unknown[]) => mockTrpc(() => ({ data: tiers }));

describe('TurnaroundPrices', () => {
  it('says what Express and Economy cost against the service prices, in both languages', async () => {
    offering([
      { tier: 'express', hours: 12, percent: 150, available: true },
      { tier: 'standard', hours: 24, percent: 100, available: true },
      { tier: 'economy', hours: 48, percent: 80, available: true },
    ]);
    initI18n({ language: 'en' });
    render(<TurnaroundPrices />);
    expect((await screen.findAllByTestId('turnaround-price')).map((card) => card.textContent)).toEqual([
      'ExpressDelivered within 12 h+50% on the services',
      'StandardDelivered within 24 hThe prices above',
      'EconomyDelivered within 48 h−20% on the services',
    ]);
    cleanup();
    await changeLanguage('pl');
    render(<TurnaroundPrices />);
    expect(await screen.findByRole('heading', { name: 'Czas realizacji' })).toBeTruthy();
    expect(screen.getAllByTestId('turnaround-price')[0]?.textContent).toBe(
      'EkspresGotowe w ciągu 12 h+50% do ceny usług',
    );
  });

  it('is not shown while one turnaround or none is offered', async () => {
    offering([{ tier: 'standard', hours: 24, percent: 100, available: true }]);
    await changeLanguage('en');
    render(
      <>
        <TurnaroundPrices />
        <Answered />
      </>,
    );
    // Rendered with the answer, still without the section.
    await screen.findByTestId('answered');
    expect(screen.queryByRole('heading', { name: 'Turnaround' })).toBeNull();
  });
});
