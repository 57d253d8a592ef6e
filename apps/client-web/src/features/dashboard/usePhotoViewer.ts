// The full-screen viewer's state: the photo and version shown, zoom, previous/next, keys, and the photo shown last.
import type { ClientOrderImage } from '@photoedit/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { viewerKeyAction } from './viewer-keys';

export type PhotoVersion = 'edited' | 'original';

const zoomStep = 0.5;

export function usePhotoViewer(
  images: readonly ClientOrderImage[],
  index: number | null,
  onIndex: (index: number) => void,
) {
  const [version, setVersion] = useState<PhotoVersion>('edited');
  const zoomRef = useRef<ReactZoomPanPinchRef>(null);
  const image = index === null ? undefined : images[index];
  // The photo shown when the viewer closes (index is already null by then).
  const lastShown = useRef<number | null>(null);
  if (index !== null) lastShown.current = index;
  const shown: PhotoVersion = image?.edited ? version : 'original';

  const go = (step: number) => {
    if (index === null || images.length < 2) return;
    onIndex((index + step + images.length) % images.length);
  };
  const zoom = {
    in: () => zoomRef.current?.zoomIn(zoomStep),
    out: () => zoomRef.current?.zoomOut(zoomStep),
    fit: () => zoomRef.current?.resetTransform(),
  };
  const actions = {
    previous: () => go(-1),
    next: () => go(1),
    zoomIn: zoom.in,
    zoomOut: zoom.out,
    fit: zoom.fit,
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    const action = viewerKeyAction(event.key);
    if (!action) return;
    event.preventDefault();
    actions[action]();
  };

  return { image, shown, setVersion, zoomRef, zoom, go, onKeyDown, lastShown };
}
