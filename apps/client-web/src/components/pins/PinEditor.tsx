import { type PhotoPin, pinRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { cn, PinBadge } from '@photoedit/ui';
import { PinNoteList } from './PinNoteList';
import { usePinEditor } from './usePinEditor';

/**
 * Numbered pins on the photo, each with a short note. Clicking the photo puts a pin where it was clicked; from
 * the keyboard the photo is a button that puts one in the middle, and a focused pin moves with the arrow keys
 * (Shift for bigger steps). Focus goes to the new pin's note, and back to the photo when a pin is removed.
 */
export function PinEditor({
  src,
  alt,
  pins,
  onChange,
  invalid,
  idPrefix,
  zoom,
}: {
  src: string;
  alt: string;
  pins: readonly PhotoPin[];
  onChange: (pins: PhotoPin[]) => void;
  invalid: boolean;
  /** Makes the note fields' ids unique on a page with several editors. */
  idPrefix: string;
  /**
   * The large editor (a dialog): the photo as large as the screen allows at 1, and 2 or 3 times its width,
   * scrolling inside its frame. Without it, the photo fits a card.
   */
  zoom?: number;
}) {
  const { t } = useTranslation('clientOrders');
  const editor = usePinEditor(pins, onChange);

  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">{t('pins.help', { count: pinRules.maxPins })}</p>
      <div
        className={zoom ? 'max-h-[65dvh] overflow-auto rounded-control border border-border' : undefined}
        data-testid={zoom ? 'pin-frame' : undefined}
      >
        <div
          className={zoom && zoom > 1 ? 'relative' : 'relative mx-auto w-fit max-w-full'}
          style={zoom && zoom > 1 ? { width: `${zoom * 100}%` } : undefined}
        >
          <button
            ref={editor.photoRef}
            type="button"
            onClick={editor.add}
            disabled={editor.full}
            aria-label={editor.full ? t('pins.full', { count: pinRules.maxPins }) : t('pins.add')}
            className={cn(
              'block cursor-crosshair rounded-control disabled:cursor-default',
              zoom && zoom > 1 && 'w-full',
            )}
          >
            <img
              src={src}
              alt={alt}
              className={
                !zoom
                  ? 'block max-h-[45vh] w-auto max-w-full rounded-control border border-border bg-surface'
                  : zoom > 1
                    ? 'block w-full bg-surface'
                    : 'block max-h-[63dvh] w-auto max-w-full bg-surface'
              }
            />
          </button>
          {pins.map((pin, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a pin's place in the list is its number
            <span key={index}>
              <PinBadge number={index + 1} x={pin.x} y={pin.y} />
              <button
                type="button"
                aria-label={t('pins.move', { number: index + 1 })}
                onKeyDown={(event) => editor.move(index, event)}
                style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}
                className="absolute size-8 -translate-x-1/2 -translate-y-1/2 cursor-default rounded-full"
              />
            </span>
          ))}
        </div>
      </div>
      <PinNoteList
        pins={pins}
        idPrefix={idPrefix}
        invalid={invalid}
        noteRef={editor.noteRef}
        onNote={(index, note) => editor.update(index, { note })}
        onRemove={editor.remove}
      />
    </div>
  );
}
