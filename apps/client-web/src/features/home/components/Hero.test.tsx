import type { ServiceView } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { mockTrpc } from '@photoedit/web-client/test/mock-trpc';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { Hero } from './Hero';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The hero once the catalogue (`services.list`) has answered. */
async function renderHero(services: ServiceView[]) {
  mockTrpc(() => ({ data: services }));
  const rendered = renderWithApi(<Hero lang="en" />);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const service = (withExample: boolean): ServiceView => ({
  id: 's1',
  slug: 'sky',
  category: 'sky_replacement',
  name: 'Sky replacement',
  description: 'Blue skies',
  priceMinor: 300,
  currency: 'USD',
  prices: {},
  beforeImageUrl: withExample ? '/media/before' : null,
  afterImageUrl: withExample ? '/media/after' : null,
  portfolioImageUrls: [],
});

describe('the home hero', () => {
  it('shows the words alone, across the width, while the catalogue has no example: no empty picture', async () => {
    const { container } = await renderHero([service(false)]);
    // The picture's reserved space goes once the catalogue has come without an example.
    await vi.waitFor(() => expect(container.querySelector('[data-hero-picture]')).toBeNull());
    expect(screen.queryByTestId('hero-compare')).toBeNull();
  });

  it('shows our before/after beside the words once there is one', async () => {
    const { container } = await renderHero([service(false), { ...service(true), id: 's2' }]);
    expect(await screen.findByTestId('hero-compare')).toBeDefined();
    expect(container.querySelectorAll('[data-hero-picture]')).toHaveLength(1);
    expect(container.querySelector('section > div')?.className).toContain(
      'lg:has-[[data-hero-picture]]:grid-cols-2',
    );
  });
});
