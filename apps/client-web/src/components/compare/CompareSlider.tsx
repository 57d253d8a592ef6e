import { useTranslation } from '@photoedit/i18n';
import { type PointerEvent, useRef, useState } from 'react';
import { useSideSwipe } from '../../lib/swipe';

/**
 * Before/after over one photo: the original on the left of the line, the edited version on the right. The line
 * is a native range input spread over the whole picture, so the arrow keys, Page Up/Down and Home/End move it and
 * assistive technology announces it as a slider. A mouse moves it by clicking or dragging anywhere; a finger
 * only by a mostly sideways drag, so a vertical swipe over the photo scrolls the page and leaves the line.
 */
export function CompareSlider({
  originalSrc,
  editedSrc,
  label,
  originalAlt,
  editedAlt,
}: {
  originalSrc: string;
  editedSrc: string;
  /** The slider's accessible name (which photo it compares). */
  label: string;
  originalAlt: string;
  editedAlt: string;
}) {
  const { t } = useTranslation('clientOrders');
  const [position, setPosition] = useState(50);
  const input = useRef<HTMLInputElement>(null);
  const moveTo = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0)
      setPosition(Math.round(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * 100));
  };
  const swipe = useSideSwipe({ onSideways: moveTo });
  return (
    <div
      className="relative touch-pan-y overflow-hidden rounded-control border border-border bg-surface"
      data-testid="compare"
    >
      <img src={editedSrc} alt={editedAlt} className="block aspect-[4/3] w-full object-contain" />
      <img
        src={originalSrc}
        alt={originalAlt}
        className="absolute inset-0 block aspect-[4/3] w-full object-contain"
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_4px_rgba(0,0,0,0.6)]"
        style={{ left: `${position}%` }}
      >
        <span className="absolute top-1/2 left-1/2 grid size-10 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-white bg-black/40 text-white">
          ⟷
        </span>
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-2 left-2 rounded-control bg-black/60 px-2 py-0.5 text-xs font-semibold text-white"
      >
        {t('compare.before')}
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-2 right-2 rounded-control bg-black/60 px-2 py-0.5 text-xs font-semibold text-white"
      >
        {t('compare.after')}
      </span>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        onChange={(event) => setPosition(Number(event.target.value))}
        aria-label={label}
        aria-valuetext={t('compare.valueText', { original: position, edited: 100 - position })}
        className="overlay-range pointer-events-none absolute inset-0 h-full w-full"
        ref={input}
      />
      {/* Pointers land here: a mouse moves the line at once, a finger only when it swipes sideways. */}
      <div
        aria-hidden="true"
        data-testid="compare-surface"
        className="absolute inset-0 cursor-ew-resize touch-pan-y"
        {...swipe}
        onPointerDown={(event) => {
          swipe.onPointerDown(event);
          if (event.pointerType === 'touch') return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          input.current?.focus({ preventScroll: true });
          moveTo(event);
        }}
        onPointerMove={(event) => {
          swipe.onPointerMove(event);
          if (event.pointerType !== 'touch' && event.buttons === 1) moveTo(event);
        }}
      />
    </div>
  );
}
