import type { ClientOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, cn } from '@photoedit/ui';
import { Dialog as Radix } from 'radix-ui';
import { type ComponentProps, type KeyboardEvent, useRef, useState } from 'react';
import { type ReactZoomPanPinchRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';

type Version = 'edited' | 'original';

/**
 * The full-screen viewer of an order's photos at full resolution: zoom with the wheel, a pinch, the +/− buttons
 * and keys or a double click, pan by dragging, the edited version or the original, previous/next photo (buttons
 * and ← →). A modal dialog: focus stays inside, Escape closes it, focus returns to what opened it.
 */
export function PhotoViewer({
  images,
  index,
  onIndex,
  onClose,
  focusOnClose,
}: {
  images: readonly ClientOrderImage[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Where focus goes on close: the "View full screen" button of the photo shown last. */
  focusOnClose: (index: number) => void;
}) {
  const { t } = useTranslation('clientOrders');
  const [version, setVersion] = useState<Version>('edited');
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  const image = index === null ? undefined : images[index];
  // The photo shown when the viewer closes (index is already null by then).
  const lastShown = useRef<number | null>(null);
  if (index !== null) lastShown.current = index;
  const shown: Version = image?.edited ? version : 'original';
  const urls = shown === 'edited' && image?.edited ? image.edited : image?.original;
  const number = (image?.position ?? 0) + 1;
  const go = (step: number) => {
    if (index === null || images.length < 2) return;
    onIndex((index + step + images.length) % images.length);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    const action =
      event.key === 'ArrowLeft'
        ? () => go(-1)
        : event.key === 'ArrowRight'
          ? () => go(1)
          : event.key === '+' || event.key === '='
            ? () => zoom.current?.zoomIn(0.5)
            : event.key === '-'
              ? () => zoom.current?.zoomOut(0.5)
              : event.key === '0'
                ? () => zoom.current?.resetTransform()
                : undefined;
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Radix.Root open={image !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Radix.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (lastShown.current !== null) focusOnClose(lastShown.current);
          }}
          aria-describedby={undefined}
          data-testid="photo-viewer"
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <div className="flex flex-wrap items-center justify-between gap-2 bg-black/70 p-2 sm:px-4">
            <Radix.Title className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">
              {t('viewer.title', { number, count: images.length })}
              {image?.originalFileName ? (
                <span className="ml-2 font-normal text-white/80">{image.originalFileName}</span>
              ) : null}
            </Radix.Title>
            <div className="flex flex-wrap items-center gap-1">
              {image?.edited ? (
                <fieldset className="mr-2 flex gap-1">
                  <legend className="sr-only">{t('viewer.version')}</legend>
                  {(['edited', 'original'] as const).map((option) => (
                    <ViewerButton
                      key={option}
                      aria-pressed={shown === option}
                      onClick={() => setVersion(option)}
                      className={shown === option ? 'bg-white text-ink hover:bg-white' : undefined}
                    >
                      {option === 'edited' ? t('detail.edited') : t('detail.original')}
                    </ViewerButton>
                  ))}
                </fieldset>
              ) : null}
              <ViewerButton onClick={() => zoom.current?.zoomOut(0.5)} aria-label={t('viewer.zoomOut')}>
                −
              </ViewerButton>
              <ViewerButton onClick={() => zoom.current?.zoomIn(0.5)} aria-label={t('viewer.zoomIn')}>
                +
              </ViewerButton>
              <ViewerButton onClick={() => zoom.current?.resetTransform()}>{t('viewer.fit')}</ViewerButton>
              {image?.editedDownloadUrl ? (
                <ViewerButton asChild>
                  <a href={image.editedDownloadUrl} download>
                    {t('downloads.photo')}
                  </a>
                </ViewerButton>
              ) : null}
              <Radix.Close asChild>
                <ViewerButton aria-label={t('viewer.close')}>×</ViewerButton>
              </Radix.Close>
            </div>
          </div>

          <div className="relative min-h-0 flex-1">
            {urls ? (
              <TransformWrapper
                key={`${image?.orderImageId}-${shown}`}
                ref={zoom}
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
                      shown === 'edited'
                        ? t('detail.editedAlt', { number })
                        : t('detail.originalAlt', { number })
                    }
                    className="h-full w-full object-contain"
                    draggable={false}
                  />
                </TransformComponent>
              </TransformWrapper>
            ) : null}
            <p className="sr-only">{t('viewer.help')}</p>
          </div>

          {images.length > 1 ? (
            <div className="flex items-center justify-between gap-2 bg-black/70 p-2 sm:px-4">
              <ViewerButton onClick={() => go(-1)}>
                <span aria-hidden="true">← </span>
                {t('viewer.previous')}
              </ViewerButton>
              <ViewerButton onClick={() => go(1)}>
                {t('viewer.next')}
                <span aria-hidden="true"> →</span>
              </ViewerButton>
            </div>
          ) : null}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

function ViewerButton({ className, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="sm"
      {...props}
      className={cn('min-h-11 min-w-11 text-white hover:bg-white/20 focus-visible:outline-white', className)}
    />
  );
}
