// Touch gestures that do not fight the page's scrolling: a touch is read as a swipe only once it has moved far
// enough to tell its direction, and only a mostly sideways move is the control's; anything else is the page's
// scroll (the element has `touch-action: pan-y`, so the browser scrolls on its own).
import { type PointerEvent, useRef } from 'react';

export type SwipeAxis = 'horizontal' | 'vertical';

/** How far (px) a touch moves before its direction counts. */
export const swipeSlop = 10;

/** The direction of a move of (dx, dy), or null while it is too short to tell; sideways wins only clearly. */
export function swipeAxis(dx: number, dy: number): SwipeAxis | null {
  if (Math.hypot(dx, dy) < swipeSlop) return null;
  return Math.abs(dx) > Math.abs(dy) * 1.5 ? 'horizontal' : 'vertical';
}

interface Touch {
  id: number;
  x: number;
  y: number;
  axis: SwipeAxis | null;
}

/**
 * Pointer handlers for touches on an element: `onSideways` while a sideways swipe moves (with the pointer's
 * event), `onSwipe` when one ends (dx from its start). Mouse and pen pointers are left to the element.
 */
export function useSideSwipe(options: {
  onSideways?: (event: PointerEvent<HTMLElement>) => void;
  onSwipe?: (dx: number) => void;
}) {
  const touch = useRef<Touch | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const axisOf = (event: PointerEvent<HTMLElement>) => {
    const current = touch.current;
    if (!current || current.id !== event.pointerId) return null;
    current.axis ??= swipeAxis(event.clientX - current.x, event.clientY - current.y);
    return current.axis;
  };
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== 'touch' || !event.isPrimary) return;
      touch.current = { id: event.pointerId, x: event.clientX, y: event.clientY, axis: null };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (axisOf(event) === 'horizontal') latest.current.onSideways?.(event);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const start = touch.current;
      if (axisOf(event) === 'horizontal' && start) latest.current.onSwipe?.(event.clientX - start.x);
      touch.current = null;
    },
    onPointerCancel() {
      touch.current = null;
    },
  };
}
