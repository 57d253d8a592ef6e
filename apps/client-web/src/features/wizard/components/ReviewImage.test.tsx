import type { PriceQuote } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { wizardPhoto } from '../wizard.fixtures';
import { initialWizardState, type WizardPhoto, type WizardState } from '../wizard-state';
import { ReviewImage } from './ReviewImage';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

const photo = wizardPhoto('a');
const state: WizardState = { ...initialWizardState(), photos: [photo], selections: { a: ['sky'] } };
const money = (amount: number) => `$${(amount / 100).toFixed(2)}`;

function renderImage(
  quote: PriceQuote | undefined,
  serviceNames: ReadonlyMap<string, string>,
  shown: WizardPhoto = photo,
) {
  render(
    <ul>
      <ReviewImage
        {...{ state: { ...state, photos: [shown] }, quote, money, serviceNames }}
        dispatch={vi.fn()}
        photo={shown}
        index={0}
      />
    </ul>,
  );
  return screen.getByTestId('review-image');
}

describe('ReviewImage', () => {
  it('names the chosen services from the catalogue without prices until the quote comes', () => {
    const item = renderImage(undefined, new Map([['sky', 'Sky']]));
    expect(within(item).getByText('Sky').parentElement?.textContent).toBe('Sky');
    expect(item.textContent).toContain('No note');
    expect(item.textContent).not.toContain('$');
  });

  it('shows the quoted services with their prices and the photo’s price', () => {
    const quote = {
      images: [
        { index: 0, services: [{ serviceId: 'sky', name: 'Sky', priceMinor: 300 }], subtotalMinor: 300 },
      ],
    } as PriceQuote;
    const item = renderImage(quote, new Map());
    expect(within(item).getByText('Sky').parentElement?.textContent).toBe('Sky$3.00');
    expect(item.textContent).toContain('Price: $3.00');
  });

  it('shows a bracket set with its badge, its automatic preview and the blending surcharge of its price', () => {
    const set: WizardPhoto = {
      ...photo,
      frames: ['x', 'a', 'y'].map(wizardPhoto),
      preview: {
        status: 'ready',
        image: {
          mediaId: '00000000-0000-4000-8000-00000000000f',
          thumbnailUrl: '/media/blend?quality=thumbnail',
          previewUrl: '/media/blend?quality=preview',
          originalUrl: '/media/blend?quality=original',
        },
        cameraMoved: false,
      },
    };
    const quote = {
      images: [
        {
          index: 0,
          services: [{ serviceId: 'sky', name: 'Sky', priceMinor: 300 }],
          blendSurchargeMinor: 150,
          subtotalMinor: 450,
        },
      ],
    } as PriceQuote;
    const item = renderImage(quote, new Map(), set);
    expect(within(item).getByTestId('bracket-badge').textContent).toBe('3 exposures');
    expect(
      within(item).getByRole('img', { name: 'Automatic preview — your designer edits the full exposures' }),
    ).toBeTruthy();
    expect(within(item).getByText('Blending 3 exposures').parentElement?.textContent).toBe(
      'Blending 3 exposures$1.50',
    );
    expect(item.textContent).toContain('Price: $4.50');
  });
});
