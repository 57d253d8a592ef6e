import type { ClientOrderImage } from '@photoedit/contracts';
import { Dialog as Radix } from 'radix-ui';
import { usePhotoViewer } from '../usePhotoViewer';
import { ViewerNavigation } from './ViewerNavigation';
import { ViewerToolbar } from './ViewerToolbar';
import { ZoomablePhoto } from './ZoomablePhoto';

/**
 * The full-screen viewer of an order's photos at full resolution: zoom with the wheel, a pinch, the +/− buttons
 * and keys or a double click, pan by dragging, the edited version or the original, previous/next photo (buttons
 * and ← →, or a sideways swipe). A modal dialog: focus stays inside, Escape closes it, focus returns to what opened it.
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
  const viewer = usePhotoViewer(images, index, onIndex);
  const { image, shown } = viewer;

  return (
    <Radix.Root open={image !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Radix.Content
          onKeyDown={viewer.onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (viewer.lastShown.current !== null) focusOnClose(viewer.lastShown.current);
          }}
          aria-describedby={undefined}
          data-testid="photo-viewer"
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <ViewerToolbar
            image={image}
            count={images.length}
            shown={shown}
            onVersion={viewer.setVersion}
            zoom={viewer.zoom}
          />
          <ZoomablePhoto
            image={image}
            shown={shown}
            zoomRef={viewer.zoomRef}
            onTurn={images.length > 1 ? viewer.go : undefined}
          />
          {images.length > 1 ? (
            <ViewerNavigation onPrevious={() => viewer.go(-1)} onNext={() => viewer.go(1)} />
          ) : null}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
