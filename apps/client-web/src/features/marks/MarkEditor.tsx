import { markRules, type RevisionMark } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, MarkNumber, MarkPin } from '@photoedit/ui';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));

/**
 * Numbered pins on the photo, each with a short note. Clicking the photo puts a pin where it was clicked; from
 * the keyboard the photo is a button that puts one in the middle, and a focused pin moves with the arrow keys
 * (Shift for bigger steps). Focus goes to the new pin's note, and back to the photo when a pin is removed.
 */
export function MarkEditor({
  src,
  alt,
  marks,
  onChange,
  invalid,
  idPrefix,
}: {
  src: string;
  alt: string;
  marks: readonly RevisionMark[];
  onChange: (marks: RevisionMark[]) => void;
  invalid: boolean;
  /** Makes the note fields' ids unique on a page with several editors. */
  idPrefix: string;
}) {
  const { t } = useTranslation('clientOrders');
  const photo = useRef<HTMLButtonElement>(null);
  const [focusNote, setFocusNote] = useState<number | null>(null);
  const notes = useRef<(HTMLInputElement | null)[]>([]);
  const full = marks.length >= markRules.maxMarks;

  useEffect(() => {
    if (focusNote === null) return;
    notes.current[focusNote]?.focus();
    setFocusNote(null);
  }, [focusNote]);

  const add = (event: MouseEvent<HTMLButtonElement>) => {
    if (full) return;
    const box = event.currentTarget.getBoundingClientRect();
    // detail 0: Enter or Space, not a pointer; the pin goes in the middle and moves with the arrow keys.
    const at =
      event.detail === 0 || box.width === 0
        ? { x: 0.5, y: 0.5 }
        : {
            x: clamp((event.clientX - box.left) / box.width),
            y: clamp((event.clientY - box.top) / box.height),
          };
    onChange([...marks, { ...at, note: '' }]);
    setFocusNote(marks.length);
  };

  const update = (index: number, change: Partial<RevisionMark>) =>
    onChange(marks.map((mark, at) => (at === index ? { ...mark, ...change } : mark)));

  const move = (index: number, event: KeyboardEvent) => {
    const step = event.shiftKey ? 0.1 : 0.02;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const [dx, dy] = delta[event.key] ?? [0, 0];
    if (dx === 0 && dy === 0) return;
    event.preventDefault();
    const mark = marks[index];
    if (mark) update(index, { x: clamp(mark.x + dx), y: clamp(mark.y + dy) });
  };

  const remove = (index: number) => {
    onChange(marks.filter((_, at) => at !== index));
    photo.current?.focus();
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">{t('marks.help', { count: markRules.maxMarks })}</p>
      <div className="relative mx-auto w-fit max-w-full">
        <button
          ref={photo}
          type="button"
          onClick={add}
          disabled={full}
          aria-label={full ? t('marks.full', { count: markRules.maxMarks }) : t('marks.add')}
          className="block cursor-crosshair rounded-control disabled:cursor-default"
        >
          <img
            src={src}
            alt={alt}
            className="block max-h-[45vh] w-auto max-w-full rounded-control border border-border bg-surface"
          />
        </button>
        {marks.map((mark, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a mark's place in the list is its number
          <span key={index}>
            <MarkPin number={index + 1} x={mark.x} y={mark.y} />
            <button
              type="button"
              aria-label={t('marks.move', { number: index + 1 })}
              onKeyDown={(event) => move(index, event)}
              style={{ left: `${mark.x * 100}%`, top: `${mark.y * 100}%` }}
              className="absolute size-8 -translate-x-1/2 -translate-y-1/2 cursor-default rounded-full"
            />
          </span>
        ))}
      </div>
      {marks.length > 0 ? (
        <ol className="space-y-2" aria-label={t('marks.listLabel')}>
          {marks.map((mark, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-center gap-2">
              <MarkNumber number={index + 1} />
              <label className="sr-only" htmlFor={`${idPrefix}-note-${index}`}>
                {t('marks.noteLabel', { number: index + 1 })}
              </label>
              <input
                id={`${idPrefix}-note-${index}`}
                ref={(element) => {
                  notes.current[index] = element;
                }}
                value={mark.note}
                onChange={(event) => update(index, { note: event.target.value })}
                maxLength={markRules.noteMaxLength}
                placeholder={t('marks.notePlaceholder')}
                aria-invalid={invalid && mark.note.trim() === '' ? true : undefined}
                className="min-h-11 min-w-0 flex-1 rounded-control border border-border-strong bg-white px-3 text-ink"
              />
              <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                {t('marks.remove')}
                <span className="sr-only"> {t('marks.pinName', { number: index + 1 })}</span>
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
