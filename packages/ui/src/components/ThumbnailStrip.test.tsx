import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThumbnailStrip } from './ThumbnailStrip';

const images = [
  { id: 'a', src: '/a.webp', alt: 'Photo 1 of order #7' },
  { id: 'b', src: '/b.webp', alt: 'Photo 2 of order #7' },
];

describe('ThumbnailStrip', () => {
  it('is a list named by its label, each photo lazy with its text alternative, and the "more" tile last', () => {
    render(<ThumbnailStrip images={images} label="Photos of order #7" size="md" more="+3 more" />);
    const list = screen.getByRole('list', { name: 'Photos of order #7' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['', '', '+3 more']);
    const photos = within(list).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual(images.map((image) => image.alt));
    expect(photos.every((photo) => photo.getAttribute('loading') === 'lazy')).toBe(true);
    expect(photos[0]?.className).toContain('size-24');
  });

  it('without a label is decorative (hidden from assistive technology), and renders nothing without photos', () => {
    const { container } = render(<ThumbnailStrip images={[{ id: 'a', src: '/a.webp', alt: '' }]} />);
    expect(container.querySelector('ul')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
    const empty = render(<ThumbnailStrip images={[]} label="Photos" />);
    expect(empty.container.innerHTML).toBe('');
  });
});
