import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkNote, MarkNotes } from './MarkedPhoto';

describe('MarkNote', () => {
  it('shows the number (hidden from screen readers) beside the note, which is read with its name', () => {
    render(
      <ul>
        <li>
          <MarkNote number={2} name="Mark 2" note="Brighten the sky" />
        </li>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('2Mark 2: Brighten the sky');
    expect(within(item).getByText('2').getAttribute('aria-hidden')).toBe('true');
    expect(within(item).getByText('Mark 2:').className).toBe('sr-only');
  });
});

describe('MarkNotes', () => {
  it('lists the notes numbered in order, and nothing without marks', () => {
    const marks = [
      { x: 0.1, y: 0.2, note: 'Remove the car' },
      { x: 0.5, y: 0.5, note: 'Fix the lawn' },
    ];
    const { rerender } = render(<MarkNotes marks={marks} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Mark 1: Remove the car',
      '2Mark 2: Fix the lawn',
    ]);
    rerender(<MarkNotes marks={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
