import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultMessage } from './ResultMessage';

afterEach(cleanup);

describe('ResultMessage', () => {
  it('is an alert or status with a focusable heading (its ref), the explanation and the next step', () => {
    const heading = createRef<HTMLHeadingElement>();
    render(
      <ResultMessage role="alert" headingRef={heading} title="Payment failed" body="Your card was declined.">
        <button type="button">Try again</button>
      </ResultMessage>,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBe(heading.current);
    expect(heading.current?.tabIndex).toBe(-1);
    expect(alert.textContent).toContain('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is a status while the payment is processing', () => {
    render(
      <ResultMessage role="status" headingRef={createRef()} title="Processing" body="We are waiting." />,
    );
    expect(screen.getByRole('status').textContent).toContain('Processing');
  });
});
