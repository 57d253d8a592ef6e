// Focus the new step's heading after a move (not on the first render: the page may be scrolled elsewhere).
import { useEffect, useRef } from 'react';

export function useStepHeadingFocus(step: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  /** Call before moving to another step: its heading takes focus once it renders. */
  const focusAfterMove = () => {
    moved.current = true;
  };
  return { headingRef, focusAfterMove };
}
