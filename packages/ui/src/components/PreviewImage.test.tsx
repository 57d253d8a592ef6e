import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewImage } from './PreviewImage';

describe('PreviewImage', () => {
  it('is the named photo, loaded lazily, whole in its 4:3 frame', () => {
    render(<PreviewImage src="/media/1/preview.jpg" alt="Original photo 1" />);
    const image = screen.getByRole('img', { name: 'Original photo 1' });
    expect(image.getAttribute('src')).toBe('/media/1/preview.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.classList).toContain('aspect-[4/3]');
    expect(image.classList).toContain('object-contain');
  });
});
