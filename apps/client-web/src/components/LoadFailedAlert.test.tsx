import { initI18n } from '@photoedit/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LoadFailedAlert } from './LoadFailedAlert';

beforeAll(() => initI18n({ language: 'en' }));

describe('LoadFailedAlert', () => {
  it('says Failed to load {item}. as an alert and retries on Try Again', async () => {
    const onRetry = vi.fn();
    render(<LoadFailedAlert item="your orders" onRetry={onRetry} className="mt-6" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load your orders.');
    expect(alert.classList).toContain('mt-6');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
