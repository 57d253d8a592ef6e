import { type PhotoPin, pinRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, PinNumber } from '@photoedit/ui';
import type { Ref } from 'react';

/** The pins' notes, numbered like their pins, each with its Remove button. */
export function PinNoteList({
  pins,
  idPrefix,
  invalid,
  noteRef,
  onNote,
  onRemove,
}: {
  pins: readonly PhotoPin[];
  idPrefix: string;
  /** The form was refused: an empty note is marked invalid. */
  invalid: boolean;
  noteRef: (index: number) => Ref<HTMLInputElement>;
  onNote: (index: number, note: string) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('clientOrders');
  if (pins.length === 0) return null;
  return (
    <ol className="space-y-2" aria-label={t('pins.listLabel')}>
      {pins.map((pin, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a pin's place in the list is its number
        <li key={index} className="flex items-center gap-2">
          <PinNumber number={index + 1} />
          <label className="sr-only" htmlFor={`${idPrefix}-note-${index}`}>
            {t('pins.noteLabel', { number: index + 1 })}
          </label>
          <input
            id={`${idPrefix}-note-${index}`}
            ref={noteRef(index)}
            value={pin.note}
            onChange={(event) => onNote(index, event.target.value)}
            maxLength={pinRules.noteMaxLength}
            placeholder={t('pins.notePlaceholder')}
            aria-invalid={invalid && pin.note.trim() === '' ? true : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-control border border-border-strong bg-white px-3 text-ink"
          />
          <Button variant="ghost" size="sm" onClick={() => onRemove(index)}>
            {t('pins.remove')}
            <span className="sr-only"> {t('pins.pinName', { number: index + 1 })}</span>
          </Button>
        </li>
      ))}
    </ol>
  );
}
