import type { ClientOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import type { Ref } from 'react';
import { type ReactZoomPanPinchRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import type { PhotoVersion } from '../usePhotoViewer';

/**
 * The photo at full resolution, zoomed by the wheel, a pinch or a double click and panned by dragging; a new
 * photo or version starts fitted again.
 */
export function ZoomablePhoto({
  image,
  shown,
  zoomRef,
}: {
  image: ClientOrderImage | undefined;
  shown: PhotoVersion;
  zoomRef: Ref<ReactZoomPanPinchRef>;
}) {
  const { t } = useTranslation('clientOrders');
  const urls = shown === 'edited' && image?.edited ? image.edited : image?.original;
  const number = (image?.position ?? 0) + 1;
  return (
    <div className="relative min-h-0 flex-1">
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
