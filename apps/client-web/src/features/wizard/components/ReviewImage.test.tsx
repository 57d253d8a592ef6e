import { initI18n } from '@photoedit/i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialWizardState, type WizardState } from '../wizard-state';
import { ReviewImage } from './ReviewImage';

vi.mock('../wizard-api', () => ({ fetchThumbnailUrl: vi.fn() }));

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

const photo = {
  mediaId: 'a',
  name: 'a.jpg',
  thumbnailUrl: '/media/a?exp=9999999999',
  width: 4,
  height: 3,
  check: null,
  warningsDismissed: false,
};
const state: WizardState = {
  ...initialWizardState(),
  photos: [photo],
  selections: { a: ['sky'] },
  notes: {},
};
const money = (amount: number) => `$${(amount / 100).toFixed(2)}`;

describe('ReviewImage', () => {
  it('names the chosen services from the catalogue without prices until the quote comes', () => {
    render(
      <ul>
        <ReviewImage
          photo={photo}
          index={0}
          state={state}
          dispatch={vi.fn()}
          quoted={undefined}
          serviceNames={new Map([['sky', 'Sky']])}
          money={money}
        />
      </ul>,
    );
    const item = screen.getByTestId('review-image');
    expect(within(item).getByText('Sky').parentElement?.textContent).toBe('Sky');
    expect(item.textContent).toContain('No note');
    expect(item.textContent).not.toContain('$');
  });

  it('shows the quoted services with their prices and the photo’s price', () => {
    render(
      <ul>
        <ReviewImage
          photo={photo}
          index={0}
          state={state}
          dispatch={vi.fn()}
          quoted={{
            index: 0,
            services: [{ serviceId: 'sky', name: 'Sky', priceMinor: 300 }],
            subtotalMinor: 300,
          }}
          serviceNames={new Map()}
          money={money}
        />
      </ul>,
    );
    const item = screen.getByTestId('review-image');
    expect(within(item).getByText('Sky').parentElement?.textContent).toBe('Sky$3.00');
    expect(item.textContent).toContain('$3.00');
  });
});
