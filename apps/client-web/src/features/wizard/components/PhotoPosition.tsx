import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import { type DragEvent, useEffect, useRef } from 'react';

/** The drag payload of a photo card being moved (a type of its own, so files dropped on a card are ignored). */
export const photoDragType = 'application/x-photoedit-photo';

/** A card accepts a dragged photo when the drag carries one. */
export const isPhotoDrag = (event: DragEvent) => event.dataTransfer.types.includes(photoDragType);

type Control = 'earlier' | 'later' | 'position';

/**
 * Where a photo stands in the listing's sequence, and how to move it: a drag handle (mouse), arrows one step
 * earlier or later, and "move to position N" (keyboard and phone). The control used keeps the focus after the
 * card moved, as the list re-renders around it.
 */
export function PhotoPosition({
  mediaId,
  index,
  count,
  onMove,
}: {
  mediaId: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  const { t } = useTranslation('wizard');
  const number = index + 1;
  const refocus = useRef<Control | null>(null);
  const controls = useRef<Partial<Record<Control, HTMLElement | null>>>({});
  const move = (to: number, control: Control) => {
    refocus.current = control;
    onMove(to);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the card's place changed
  useEffect(() => {
    const control = refocus.current;
    if (!control) return;
    refocus.current = null;
    const target = controls.current[control];
    // At either end an arrow is disabled: its neighbour keeps the focus instead.
    const fallback = controls.current.position;
    (target && !target.hasAttribute('disabled') ? target : fallback)?.focus();
  }, [index]);

  const arrows = [
    { control: 'earlier', to: index - 1, symbol: '↑', label: t('services.moveEarlier', { number }) },
    { control: 'later', to: index + 1, symbol: '↓', label: t('services.moveLater', { number }) },
  ] as const;

  return (
    <div className="flex items-center gap-1">
      <span
        draggable
        aria-hidden="true"
        title={t('services.dragHandle')}
        data-testid="photo-drag-handle"
        className="hidden cursor-grab select-none px-1 text-lg leading-none text-ink-muted md:inline"
        onDragStart={(event) => {
          event.dataTransfer.setData(photoDragType, mediaId);
          event.dataTransfer.effectAllowed = 'move';
        }}
      >
        ⠿
      </span>
      {arrows.map((arrow) => (
        <Button
          key={arrow.control}
          ref={(element) => {
            controls.current[arrow.control] = element;
          }}
          variant="ghost"
          size="sm"
          disabled={arrow.to < 0 || arrow.to >= count}
          aria-label={arrow.label}
          onClick={() => move(arrow.to, arrow.control)}
        >
          <span aria-hidden="true">{arrow.symbol}</span>
        </Button>
      ))}
      <select
        ref={(element) => {
          controls.current.position = element;
        }}
        aria-label={t('services.position', { number })}
        className="h-9 rounded-control border border-border-strong bg-white px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        value={number}
        onChange={(event) => move(Number(event.currentTarget.value) - 1, 'position')}
      >
        {Array.from({ length: count }, (_, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the positions are the indexes
          <option key={position} value={position + 1}>
            {position + 1}
          </option>
        ))}
      </select>
    </div>
  );
}
