import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceCategoryLabel } from './ServiceCategoryLabel';

describe('ServiceCategoryLabel', () => {
  it("names the category in the page's language", () => {
    render(<ServiceCategoryLabel category="sky_replacement" />);
    expect(screen.getByText('Sky replacement')).toBeTruthy();
  });
});
