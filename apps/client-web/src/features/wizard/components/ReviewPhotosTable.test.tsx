// A listing-size review: one summary line, and the photos × services table behind a button, with each photo's price
// from the quote and how many photos have each service.
import type { PriceQuote, ServiceView } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialWizardState, type WizardState } from '../wizard-state';
import { ReviewPhotosTable } from './ReviewPhotosTable';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

const service = (id: string, name: string, priceMinor: number): ServiceView => ({
  id,
  slug: name.toLowerCase(),
  category: 'sky_replacement',
  name,
  description: 'd',
  priceMinor,
  currency: 'USD',
  prices: {},
  beforeImageUrl: null,
  afterImageUrl: null,
  portfolioImageUrls: [],
});
const sky = service('11111111-1111-4111-8111-111111111111', 'Sky', 300);
const hdr = service('11111111-1111-4111-8111-111111111112', 'HDR', 200);
const unused = service('11111111-1111-4111-8111-111111111113', 'Twilight', 900);
const ids = Array.from(
  { length: 8 },
  (_, n) => `22222222-2222-4222-8222-2222222222${String(n).padStart(2, '0')}`,
);

const state: WizardState = {
  ...initialWizardState(),
  photos: ids.map((mediaId, n) => ({
    mediaId,
    name: `room-${n + 1}.jpg`,
    thumbnailUrl: `/media/${n}`,
    width: 4,
    height: 3,
    check: null,
    warningsDismissed: false,
  })),
  // Every photo has HDR, the first three a sky too.
  selections: Object.fromEntries(ids.map((id, n) => [id, n < 3 ? [hdr.id, sky.id] : [hdr.id]])),
};
const quote = {
  images: ids.map((_, index) => ({ index, services: [], subtotalMinor: index < 3 ? 500 : 200 })),
  subtotalMinor: 2500,
} as unknown as PriceQuote;

describe('ReviewPhotosTable', () => {
  it('sums the order up in a line and shows the photos × services table on demand', async () => {
    render(
      <ReviewPhotosTable
        state={state}
        dispatch={() => undefined}
        quote={quote}
        money={(minor) => `$${(minor / 100).toFixed(2)}`}
        services={[sky, hdr, unused]}
      />,
    );
    expect(screen.getByText('8 photos · Sky on 3, HDR on 8')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show all 8 photos and their services' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide the photos');
    const table = screen.getByRole('table', { name: 'Each photo with its services and price' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Photo', 'Sky', 'HDR', 'Price']);
    const rows = within(table).getAllByTestId('review-table-row');
    expect(rows).toHaveLength(8);
    expect(within(rows[0] as HTMLElement).getAllByRole('img', { name: 'Included' })).toHaveLength(2);
    expect(within(rows[5] as HTMLElement).getAllByRole('img', { name: 'Included' })).toHaveLength(1);
    expect(rows[5]?.textContent).toContain('6. room-6.jpg');
    expect(rows[5]?.textContent).toContain('Not included');
    expect(rows[5]?.textContent).toContain('$2.00');
    const footer = within(table).getByRole('rowheader', { name: 'Photos with it' }).closest('tr');
    expect(footer?.textContent).toBe('Photos with it38$25.00');
  });
});
