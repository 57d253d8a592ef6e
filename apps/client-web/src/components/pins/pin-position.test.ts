import { describe, expect, it } from 'vitest';
import { arrowKeyStep, clampToPhoto, clickedPosition } from './pin-position';

const box = { left: 100, top: 50, width: 200, height: 100 };

describe('pin positions', () => {
  it('keeps a fraction on the photo, to a thousandth', () => {
    expect(clampToPhoto(-0.2)).toBe(0);
    expect(clampToPhoto(1.3)).toBe(1);
    expect(clampToPhoto(0.12345)).toBe(0.123);
  });

  it('puts a clicked pin under the pointer, and one from the keyboard or on an unsized photo in the middle', () => {
    expect(clickedPosition({ detail: 1, clientX: 150, clientY: 75 }, box)).toEqual({ x: 0.25, y: 0.25 });
    expect(clickedPosition({ detail: 1, clientX: 400, clientY: 0 }, box)).toEqual({ x: 1, y: 0 });
    expect(clickedPosition({ detail: 0, clientX: 150, clientY: 75 }, box)).toEqual({ x: 0.5, y: 0.5 });
    expect(clickedPosition({ detail: 1, clientX: 150, clientY: 75 }, { ...box, width: 0 })).toEqual({
      x: 0.5,
      y: 0.5,
    });
  });

  it('moves a pin by the arrow keys, further with Shift, and not by other keys', () => {
    expect(arrowKeyStep('ArrowLeft', false)).toEqual({ x: -0.02, y: 0 });
    expect(arrowKeyStep('ArrowDown', false)).toEqual({ x: 0, y: 0.02 });
    expect(arrowKeyStep('ArrowUp', true)).toEqual({ x: 0, y: -0.1 });
    expect(arrowKeyStep('ArrowRight', true)).toEqual({ x: 0.1, y: 0 });
    expect(arrowKeyStep('Enter', false)).toBeUndefined();
    expect(arrowKeyStep('toString', false)).toBeUndefined();
  });
});
