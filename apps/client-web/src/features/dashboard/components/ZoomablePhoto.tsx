import type { ClientOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import type { RefObject } from 'react';
import { type ReactZoomPanPinchRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { useSideSwipe } from '../../../lib/swipe';
import type { PhotoVersion } from '../usePhotoViewer';

/** How far (px) a sideways swipe over an unzoomed photo goes before it turns to the next or previous one. */
const turnDistance = 60;

/**
 * The photo at full resolution, zoomed by the wheel, a pinch or a double click and panned by dragging; a new
 * photo or version starts fitted again. A sideways swipe over the photo while it is not zoomed in turns to the
 * next (leftwards) or previous photo.
 */
export function ZoomablePhoto({
  image,
  shown,
  zoomRef,
  onTurn,
}: {
  image: ClientOrderImage | undefined;
  shown: PhotoVersion;
  zoomRef: RefObject<ReactZoomPanPinchRef | null>;
  /** Turns to the next (1) or previous (-1) photo; absent with a single photo. */
  onTurn?: ((step: 1 | -1) => void) | undefined;
}) {
  const { t } = useTranslation('clientOrders');
  const swipe = useSideSwipe({
    onSwipe: (dx) => {
      const zoomedIn = (zoomRef.current?.state.scale ?? 1) > 1.01;
      if (!onTurn || zoomedIn || Math.abs(dx) < turnDistance) return;
      onTurn(dx < 0 ? 1 : -1);
    },
  });
  const urls = shown === 'edited' && image?.edited ? image.edited : image?.original;
  const number = (image?.position ?? 0) + 1;
  return (
    <div className="relative min-h-0 flex-1" data-testid="viewer-photo" {...swipe}>
      {urls ? (
        <TransformWrapper
          key={`${image?.orderImageId}-${shown}`}
          ref={zoomRef}
          minScale={1}
          maxScale={8}
          centerOnInit
          doubleClick={{ mode: 'toggle', step: 1.5 }}
          wheel={{ step: 0.2 }}
        >
          <TransformComponent wrapperClass="!h-full !w-full" contentClass="!h-full !w-full">
            <img
              src={urls.originalUrl}
              alt={
                shown === 'edited' ? t('detail.editedAlt', { number }) : t('detail.originalAlt', { number })
              }
              className="h-full w-full object-contain"
              draggable={false}
            />
          </TransformComponent>
        </TransformWrapper>
      ) : null}
      <p className="sr-only">{t('viewer.help')}</p>
    </div>
  );
}
