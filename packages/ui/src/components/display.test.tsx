import { i18n } from '@photoedit/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTime } from './DateTime';
import { LoadState } from './LoadState';
import { Money } from './Money';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('display pieces', () => {
  it('writes money and dates in the interface language', async () => {
    const { rerender } = render(
      <>
        <Money amountMinor={1250} currency="USD" />
        <DateTime iso="2026-11-21T23:30:00.000Z" dateOnly />
      </>,
    );
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(screen.getByText(/Nov 2\d, 2026/).tagName).toBe('TIME');
    await i18n.changeLanguage('pl');
    rerender(
      <>
        <Money amountMinor={1250} currency="PLN" />
        <DateTime iso="2026-11-21T23:30:00.000Z" dateOnly />
      </>,
    );
    expect(screen.getByText(/12,50\szł/)).toBeTruthy();
    expect(screen.getByText(/2\d lis 2026/)).toBeTruthy();
  });

  it('shows a spinner while loading, then the SPEC failure text with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<LoadState error={null} item="orders" onRetry={onRetry} />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    rerender(<LoadState error={new Error('offline')} item="orders" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load orders.');
    await userEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
