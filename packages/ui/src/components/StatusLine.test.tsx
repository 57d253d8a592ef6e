import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusLine } from './StatusLine';

describe('StatusLine', () => {
  it('is a status that reads its text (the spinner is decorative), with the classes it is given', () => {
    render(<StatusLine className="mt-4">Checking payment...</StatusLine>);
    const status = screen.getByRole('status');
    expect(status.textContent?.trim()).toBe('Checking payment...');
    expect(status.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(status.classList).toContain('mt-4');
  });
});
