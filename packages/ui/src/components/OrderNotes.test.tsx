import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderNotes } from './OrderNotes';

describe('OrderNotes', () => {
  it('shows the label above the notes, with their line breaks kept and long words wrapped', () => {
    const { container } = render(
      <OrderNotes label="Order notes" notes={'Sky first.\nThen the lawn.'} className="mt-3" />,
    );
    const [label, text] = Array.from(container.querySelectorAll('p'));
    expect(label?.textContent).toBe('Order notes');
    expect(text?.textContent).toBe('Sky first.\nThen the lawn.');
    expect(text?.className).toContain('whitespace-pre-wrap');
    expect(text?.className).toContain('[overflow-wrap:anywhere]');
    expect(container.firstElementChild?.classList).toContain('mt-3');
    expect(screen.getByText('Order notes')).toBeTruthy();
  });
});
