import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PinNote, PinNotes } from './PinnedPhoto';

describe('PinNote', () => {
  it('shows the number (hidden from screen readers) beside the note, which is read with its name', () => {
    render(
      <ul>
        <li>
          <PinNote number={2} name="Pin 2" note="Brighten the sky" />
        </li>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('2Pin 2: Brighten the sky');
    expect(within(item).getByText('2').getAttribute('aria-hidden')).toBe('true');
    expect(within(item).getByText('Pin 2:').className).toBe('sr-only');
  });
});

describe('PinNotes', () => {
  it('lists the notes numbered in order, and nothing without pins', () => {
    const pins = [
      { x: 0.1, y: 0.2, note: 'Remove the car' },
      { x: 0.5, y: 0.5, note: 'Fix the lawn' },
    ];
    const { rerender } = render(<PinNotes pins={pins} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Pin 1: Remove the car',
      '2Pin 2: Fix the lawn',
    ]);
    rerender(<PinNotes pins={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
