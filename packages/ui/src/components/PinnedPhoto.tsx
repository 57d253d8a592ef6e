// A photo with the client's numbered revision pins drawn over it, and the pins' notes as a numbered list. The
// picture box shrink-wraps the image, so a pin at (x, y) — fractions of the photo's width and height — sits
// exactly where the client put it, whatever the screen size.
import type { PhotoPin } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A numbered pin at (x, y) of the photo box it is placed in (decorative: the list says the same). */
export function PinBadge({
  number,
  x,
  y,
  className,
}: {
  number: number;
  x: number;
  y: number;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-testid="photo-pin"
      style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
      className={cn(
        'pointer-events-none absolute grid size-7 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full',
        'bg-brand-700 text-sm font-bold text-white shadow-md ring-2 ring-white',
        className,
      )}
    >
      {number}
    </span>
  );
}

/** The photo with its pins over it; `children` (e.g. interactive pins) are placed in the same box. */
export function PinnedPicture({
  src,
  alt,
  pins,
  children,
}: {
  src: string;
  alt: string;
  pins: readonly PhotoPin[];
  children?: ReactNode;
}) {
  return (
    <div className="relative mx-auto w-fit max-w-full">
      <img
        src={src}
        alt={alt}
        className="block max-h-[60vh] w-auto max-w-full rounded-control border border-border bg-surface"
      />
      {pins.map((pin, index) => (
        // The pins are a list in the client's order: the index is their number.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <PinBadge key={index} number={index + 1} x={pin.x} y={pin.y} />
      ))}
      {children}
    </div>
  );
}

/** A pin's number beside its note (decorative: the note's label or screen-reader text says the number). */
export function PinNumber({ number }: { number: number }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
    >
      {number}
    </span>
  );
}

/** A pin's note beside its number; `name` ("Pin 2") says the number to screen readers. */
export function PinNote({ number, name, note }: { number: number; name: string; note: string }) {
  return (
    <>
      <PinNumber number={number} />
      <span className="text-ink [overflow-wrap:anywhere]">
        <span className="sr-only">{name}: </span>
        {note}
      </span>
    </>
  );
}

/** The notes of the pins, numbered as the pins are. */
export function PinNotes({ pins, className }: { pins: readonly PhotoPin[]; className?: string }) {
  const { t } = useTranslation('ui');
  if (pins.length === 0) return null;
  return (
    <ol aria-label={t('pins.list')} className={cn('space-y-1 text-sm', className)}>
      {pins.map((pin, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pins' order is their number
        <li key={index} className="flex gap-2">
          <PinNote number={index + 1} name={t('pins.pin', { number: index + 1 })} note={pin.note} />
        </li>
      ))}
    </ol>
  );
}

/** A captioned photo with the revision's pins over it. */
export function PinnedPhoto({
  src,
  alt,
  caption,
  pins,
}: {
  src: string;
  alt: string;
  caption: ReactNode;
  pins: readonly PhotoPin[];
}) {
  return (
    <figure>
      <PinnedPicture src={src} alt={alt} pins={pins} />
      <figcaption className="mt-1 text-xs text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
