import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './page-title';
import { RoutePending } from './RoutePending';

function PageWithTitle() {
  usePageTitle('Orders');
  return <p>orders</p>;
}

function PageWithoutTitle() {
  useEffect(() => {}, []);
  return <p>no title</p>;
}

describe('RoutePending', () => {
  afterEach(() => {
    document.title = '';
  });

  it('shows the loading status and titles the document "Loading..." instead of the page that was left', () => {
    document.title = pageTitle('Services');
    render(<RoutePending />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(document.title).toBe(pageTitle('Loading...'));
  });

  it('gives way to the title of the page that follows', () => {
    document.title = pageTitle('Services');
    const { rerender } = render(<RoutePending />);
    rerender(<PageWithTitle />);
    expect(document.title).toBe(pageTitle('Orders'));
  });

  it('gives back the title it found when the page that follows sets none', () => {
    document.title = pageTitle('Services');
    const { rerender } = render(<RoutePending />);
    rerender(<PageWithoutTitle />);
    expect(document.title).toBe(pageTitle('Services'));
  });
});
