import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStepHeadingFocus } from './useStepHeadingFocus';

afterEach(cleanup);

let move: () => void = () => undefined;
function Step({ step }: { step: number }) {
  const { headingRef, focusAfterMove } = useStepHeadingFocus(step);
  move = focusAfterMove;
  return (
    <h2 ref={headingRef} tabIndex={-1}>
      Step {step}
    </h2>
  );
}

describe('useStepHeadingFocus', () => {
  it('leaves focus alone on the first render and focuses the heading after a move', () => {
    const { rerender, getByRole } = render(<Step step={0} />);
    expect(document.activeElement).toBe(document.body);
    move();
    rerender(<Step step={1} />);
    expect(document.activeElement).toBe(getByRole('heading'));
  });
});
