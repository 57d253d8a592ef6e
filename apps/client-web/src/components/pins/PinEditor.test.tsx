import { type PhotoPin, pinRules } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PinEditor } from './PinEditor';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

let latest: PhotoPin[] = [];
function Editor({ initial = [], invalid = false }: { initial?: PhotoPin[]; invalid?: boolean }) {
  const [pins, setPins] = useState<PhotoPin[]>(initial);
  latest = pins;
  return (
    <PinEditor src="/photo.jpg" alt="Photo 1" pins={pins} onChange={setPins} invalid={invalid} idPrefix="m" />
  );
}

describe('PinEditor', () => {
  it('puts a pin in the middle from the keyboard, focuses its note, and moves it with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    screen.getByRole('button', { name: 'Put a pin on the photo' }).focus();
    await user.keyboard('{Enter}');
    expect(latest).toEqual([{ x: 0.5, y: 0.5, note: '' }]);
    expect(document.activeElement).toBe(screen.getByLabelText('What to change at pin 1'));

    await user.keyboard('Sky');
    screen.getByRole('button', { name: 'Pin 1: move it with the arrow keys' }).focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(latest).toEqual([{ x: 0.52, y: 0.6, note: 'Sky' }]);
  });

  it('removes a pin and returns focus to the photo', async () => {
    const user = userEvent.setup();
    render(
      <Editor
        initial={[
          { x: 0.1, y: 0.2, note: 'a' },
          { x: 0.3, y: 0.4, note: 'b' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Remove\s*pin 1$/ }));
    expect(latest).toEqual([{ x: 0.3, y: 0.4, note: 'b' }]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Put a pin on the photo' }));
  });

  it('flags empty notes invalid, and stops adding pins at the limit', () => {
    const full = Array.from({ length: pinRules.maxPins }, (_, index) => ({
      x: 0.1,
      y: 0.1,
      note: index ? 'x' : ' ',
    }));
    render(<Editor initial={full} invalid />);
    expect(screen.getByLabelText('What to change at pin 1').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('What to change at pin 2').getAttribute('aria-invalid')).toBeNull();
    const photo = screen.getByRole('button', { name: /the most it can take$/ }) as HTMLButtonElement;
    expect(photo.disabled).toBe(true);
  });
});
