// Where a pin sits on the photo: x and y as fractions of its width and height, 0 to 1, to a thousandth.
export interface PinPosition {
  x: number;
  y: number;
}

/** A fraction kept on the photo (0 to 1) and rounded to a thousandth. */
export const clampToPhoto = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));

const middle: PinPosition = { x: 0.5, y: 0.5 };

/**
 * Where a click on the photo puts a new pin: under the pointer, or in the middle when the click came from the
 * keyboard (`detail` 0: Enter or Space) or the photo has no size yet.
 */
export function clickedPosition(
  click: { detail: number; clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): PinPosition {
  if (click.detail === 0 || box.width === 0) return middle;
  return {
    x: clampToPhoto((click.clientX - box.left) / box.width),
    y: clampToPhoto((click.clientY - box.top) / box.height),
  };
}

/** How far an arrow key moves a focused pin (Shift for bigger steps); undefined for any other key. */
export function arrowKeyStep(key: string, shiftKey: boolean): PinPosition | undefined {
  const step = shiftKey ? 0.1 : 0.02;
  const steps = new Map<string, PinPosition>([
    ['ArrowLeft', { x: -step, y: 0 }],
    ['ArrowRight', { x: step, y: 0 }],
    ['ArrowUp', { x: 0, y: -step }],
    ['ArrowDown', { x: 0, y: step }],
  ]);
  return steps.get(key);
}
