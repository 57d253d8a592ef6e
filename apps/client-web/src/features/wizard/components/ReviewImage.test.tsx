import type { PriceQuote } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { wizardPhoto } from '../wizard.fixtures';
import { initialWizardState, type WizardState } from '../wizard-state';
import { ReviewImage } from './ReviewImage';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

const photo = wizardPhoto('a');
const state: WizardState = { ...initialWizardState(), photos: [photo], selections: { a: ['sky'] } };
const money = (amount: number) => `$${(amount / 100).toFixed(2)}`;

function renderImage(quote: PriceQuote | undefined, serviceNames: ReadonlyMap<string, string>) {
  render(
    <ul>
      <ReviewImage {...{ state, quote, money, serviceNames }} dispatch={vi.fn()} photo={photo} index={0} />
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
});
