import type { DesignerOrderImage } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PhotoWishes } from './PhotoWishes';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

const image = (wishes: Partial<DesignerOrderImage>) =>
  ({
    services: [{ name: 'Sky' }, { name: 'Lawn' }],
    clientNote: null,
    revisionOpen: false,
    revisionNote: null,
    revisionPins: [],
    ...wishes,
  }) as DesignerOrderImage;

describe('PhotoWishes', () => {
  it('lists the services, and the note and the open revision request only when there are some', () => {
    const { container, rerender } = render(<PhotoWishes image={image({})} />);
    expect([...container.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Sky, Lawn']);

    rerender(
      <PhotoWishes image={image({ clientNote: 'Greener', revisionOpen: true, revisionNote: 'Too green' })} />,
    );
    const lines = [...container.querySelectorAll('p')];
    expect(lines.map((line) => line.textContent)).toEqual([
      'Sky, Lawn',
      'Client’s note: Greener',
      'What the client wants changed: Too green',
    ]);
    // The open revision stands out from the note.
    expect(lines[2]?.className).toContain('bg-warning-50');
    expect(lines[1]?.className).toBe('text-ink-muted');
  });

  it('points to the pins of a revision request that has no general note', () => {
    const pins = [
      { x: 0.1, y: 0.2, note: 'Cable' },
      { x: 0.5, y: 0.5, note: 'Reflection' },
    ];
    const { container } = render(
      <PhotoWishes image={image({ revisionOpen: true, revisionNote: null, revisionPins: pins })} />,
    );
    expect(container.querySelectorAll('p')[1]?.textContent).toBe(
      'What the client wants changed: see the 2 pins on the photo',
    );
  });
});
