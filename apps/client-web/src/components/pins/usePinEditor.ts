// The mark editor's actions on the list of marks, and where focus goes after each: a new mark's note, or the
// photo again when a mark is removed.
import { markRules, type RevisionMark } from '@photoedit/contracts';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { arrowKeyStep, clampToPhoto, clickedPosition } from './mark-position';

export function useMarkEditor(marks: readonly RevisionMark[], onChange: (marks: RevisionMark[]) => void) {
  const photoRef = useRef<HTMLButtonElement>(null);
  const noteRefs = useRef<(HTMLInputElement | null)[]>([]);
  const [focusNote, setFocusNote] = useState<number | null>(null);
  const full = marks.length >= markRules.maxMarks;

  useEffect(() => {
    if (focusNote === null) return;
    noteRefs.current[focusNote]?.focus();
    setFocusNote(null);
  }, [focusNote]);

  const add = (event: MouseEvent<HTMLButtonElement>) => {
    if (full) return;
    const at = clickedPosition(event, event.currentTarget.getBoundingClientRect());
    onChange([...marks, { ...at, note: '' }]);
    setFocusNote(marks.length);
  };

  const update = (index: number, change: Partial<RevisionMark>) =>
    onChange(marks.map((mark, at) => (at === index ? { ...mark, ...change } : mark)));

  const move = (index: number, event: KeyboardEvent) => {
    const step = arrowKeyStep(event.key, event.shiftKey);
    if (!step) return;
    event.preventDefault();
    const mark = marks[index];
    if (mark) update(index, { x: clampToPhoto(mark.x + step.x), y: clampToPhoto(mark.y + step.y) });
  };

  const remove = (index: number) => {
    onChange(marks.filter((_, at) => at !== index));
    photoRef.current?.focus();
  };

  const noteRef = (index: number) => (element: HTMLInputElement | null) => {
    noteRefs.current[index] = element;
  };

  return { photoRef, noteRef, full, add, update, move, remove };
}
