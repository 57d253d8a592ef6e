import { markRules, type RevisionMark } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, MarkNumber } from '@photoedit/ui';
import type { Ref } from 'react';

/** The marks' notes, numbered like their pins, each with its Remove button. */
export function MarkNoteList({
  marks,
  idPrefix,
  invalid,
  noteRef,
  onNote,
  onRemove,
}: {
  marks: readonly RevisionMark[];
  idPrefix: string;
  /** The form was refused: an empty note is marked invalid. */
  invalid: boolean;
  noteRef: (index: number) => Ref<HTMLInputElement>;
  onNote: (index: number, note: string) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('clientOrders');
  if (marks.length === 0) return null;
  return (
    <ol className="space-y-2" aria-label={t('marks.listLabel')}>
      {marks.map((mark, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a mark's place in the list is its number
        <li key={index} className="flex items-center gap-2">
          <MarkNumber number={index + 1} />
          <label className="sr-only" htmlFor={`${idPrefix}-note-${index}`}>
            {t('marks.noteLabel', { number: index + 1 })}
          </label>
          <input
            id={`${idPrefix}-note-${index}`}
            ref={noteRef(index)}
            value={mark.note}
            onChange={(event) => onNote(index, event.target.value)}
            maxLength={markRules.noteMaxLength}
            placeholder={t('marks.notePlaceholder')}
            aria-invalid={invalid && mark.note.trim() === '' ? true : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-control border border-border-strong bg-white px-3 text-ink"
          />
          <Button variant="ghost" size="sm" onClick={() => onRemove(index)}>
            {t('marks.remove')}
            <span className="sr-only"> {t('marks.pinName', { number: index + 1 })}</span>
          </Button>
        </li>
      ))}
    </ol>
  );
}
