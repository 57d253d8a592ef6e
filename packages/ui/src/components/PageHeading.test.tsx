import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('shows the title as the page heading with its introduction', () => {
    render(<PageHeading title="Orders" intro="Every order." />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Orders' });
    expect(heading.hasAttribute('tabindex')).toBe(false);
    expect(heading.nextElementSibling?.textContent).toBe('Every order.');
  });

  it('with an id, the title can take focus', () => {
    render(<PageHeading title="Orders" intro="Every order." id="orders-title" />);
    const heading = screen.getByRole('heading', { name: 'Orders' });
    expect(heading.id).toBe('orders-title');
    heading.focus();
    expect(document.activeElement).toBe(heading);
  });
});
