import type { ServiceView } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hero } from './Hero';

const catalogue = vi.hoisted(() => ({ services: [] as ServiceView[] }));
vi.mock('../../../lib/useServiceCatalogue', () => ({ useServiceCatalogue: () => catalogue.services }));

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

const service = (withExample: boolean): ServiceView => ({
  id: 's1',
  slug: 'sky',
  category: 'sky_replacement',
  name: 'Sky replacement',
  description: 'Blue skies',
  priceMinor: 300,
  currency: 'USD',
  beforeImageUrl: withExample ? '/media/before' : null,
  afterImageUrl: withExample ? '/media/after' : null,
  portfolioImageUrls: [],
});

describe('the home hero', () => {
  it('shows the words alone, across the width, while the catalogue has no example: no empty picture', () => {
    catalogue.services = [service(false)];
    const { container } = render(<Hero lang="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toBeDefined();
    expect(screen.queryByTestId('hero-compare')).toBeNull();
    expect(container.querySelector('[data-hero-picture]')).toBeNull();
  });

  it('shows our before/after beside the words once there is one', () => {
    catalogue.services = [service(false), { ...service(true), id: 's2' }];
    const { container } = render(<Hero lang="en" />);
    expect(screen.getByTestId('hero-compare')).toBeDefined();
    expect(container.querySelectorAll('[data-hero-picture]')).toHaveLength(1);
    expect(container.querySelector('section > div')?.className).toContain(
      'lg:has-[[data-hero-picture]]:grid-cols-2',
    );
  });
});
