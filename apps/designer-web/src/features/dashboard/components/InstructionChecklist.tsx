import type { DesignerOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { PhotoPanel, PinNumber, PinnedPhoto, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useState } from 'react';
import { useTickPin } from '../api/designer-orders';

/**
 * The client's instructions pinned on a photo: the pins over the original, and a checklist the designer ticks
 * off while working (saved at once; read-only once the order is no longer being worked on).
 */
export function InstructionChecklist({ image, canTick }: { image: DesignerOrderImage; canTick: boolean }) {
  const { t } = useTranslation('designer');
  const tick = useTickPin();
  const [ticked, setTicked] = useState<Record<number, boolean>>({});
  if (image.pins.length === 0) return null;
  const number = image.position + 1;
  // A tick shows at once (set in the change handler, so the controlled box never flips back) and until the
  // saved order has been read again.
  const pins = image.pins.map((pin, index) =>
    index in ticked ? { ...pin, done: ticked[index] as boolean } : pin,
  );
  const done = pins.filter((pin) => pin.done).length;
  return (
    <PhotoPanel
      title={t('pins.title')}
      aside={t('pins.progress', { done, total: image.pins.length })}
      testId="instruction-pins"
      headingLevel={5}
    >
      <div className="mt-3 grid items-start gap-4 sm:grid-cols-2">
        <PinnedPhoto
          src={image.original.previewUrl}
          alt={t('order.originalAlt', { number })}
          caption={t('pins.onOriginal')}
          pins={pins}
        />
        <ul className="space-y-2">
          {pins.map((pin, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a pin's place in the list is its number
            <li key={index}>
              <label className="flex cursor-pointer items-start gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0"
                  checked={pin.done}
                  disabled={!canTick || tick.isPending}
                  onChange={(event) => {
                    const done = event.target.checked;
                    setTicked((current) => ({ ...current, [index]: done }));
                    tick.mutate(
                      { orderImageId: image.id, pin: index + 1, done },
                      {
                        onError: (error) => toast.error(describeError(error)),
                        onSettled: () => setTicked(({ [index]: _settled, ...rest }) => rest),
                      },
                    );
                  }}
                />
                <PinNumber number={index + 1} />
                <span className={pin.done ? 'text-ink-muted line-through' : undefined}>
                  <span className="sr-only">{t('pins.pin', { number: index + 1 })}: </span>
                  {pin.note}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </div>
    </PhotoPanel>
  );
}
