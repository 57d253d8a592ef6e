import type { ClientOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { PhotoPanel, PinNote, PinnedPhoto } from '@photoedit/ui';

/** The instructions the client pinned on the photo when ordering, over the original, with the designer's ticks. */
export function PinnedInstructions({ image }: { image: ClientOrderImage }) {
  const { t } = useTranslation('clientOrders');
  if (image.pins.length === 0) return null;
  const number = image.position + 1;
  return (
    <PhotoPanel title={t('pins.title')} testId="instruction-pins">
      <div className="mt-3 grid items-start gap-4 md:grid-cols-2">
        <PinnedPhoto
          src={image.original.previewUrl}
          alt={t('detail.originalAlt', { number })}
          caption={t('pins.onOriginal')}
          pins={image.pins}
        />
        <ul className="space-y-1">
          {image.pins.map((pin, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a pin's place in the list is its number
            <li key={index} className="flex items-start gap-2">
              <PinNote number={index + 1} name={t('pins.number', { number: index + 1 })} note={pin.note} />
              {pin.done ? (
                <span className="ml-auto shrink-0 rounded-full bg-success-50 px-2 text-xs font-semibold text-success-700">
                  {t('pins.done')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </PhotoPanel>
  );
}
