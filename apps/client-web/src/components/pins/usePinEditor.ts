// The pin editor's actions on the list of pins, and where focus goes after each: a new pin's note, or the
// photo again when a pin is removed.
import { type PhotoPin, pinRules } from '@photoedit/contracts';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { arrowKeyStep, clampToPhoto, clickedPosition } from './pin-position';

export function usePinEditor(pins: readonly PhotoPin[], onChange: (pins: PhotoPin[]) => void) {
  const photoRef = useRef<HTMLButtonElement>(null);
  const noteRefs = useRef<(HTMLInputElement | null)[]>([]);
  const [focusNote, setFocusNote] = useState<number | null>(null);
  const full = pins.length >= pinRules.maxPins;

  useEffect(() => {
    if (focusNote === null) return;
    noteRefs.current[focusNote]?.focus();
    setFocusNote(null);
  }, [focusNote]);

  const add = (event: MouseEvent<HTMLButtonElement>) => {
    if (full) return;
    const at = clickedPosition(event, event.currentTarget.getBoundingClientRect());
    onChange([...pins, { ...at, note: '' }]);
    setFocusNote(pins.length);
  };

  const update = (index: number, change: Partial<PhotoPin>) =>
    onChange(pins.map((pin, at) => (at === index ? { ...pin, ...change } : pin)));

  const move = (index: number, event: KeyboardEvent) => {
    const step = arrowKeyStep(event.key, event.shiftKey);
    if (!step) return;
    event.preventDefault();
    const pin = pins[index];
    if (pin) update(index, { x: clampToPhoto(pin.x + step.x), y: clampToPhoto(pin.y + step.y) });
  };

  const remove = (index: number) => {
    onChange(pins.filter((_, at) => at !== index));
    photoRef.current?.focus();
  };

  const noteRef = (index: number) => (element: HTMLInputElement | null) => {
    noteRefs.current[index] = element;
  };

  return { photoRef, noteRef, full, add, update, move, remove };
}
