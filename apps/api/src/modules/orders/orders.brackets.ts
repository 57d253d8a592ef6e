// The bracket sets among an order's photos as the order views show them (issue 32): each set's frames with
// signed addresses, in capture order, and its automatic blended preview once made. A single photo has none.
import type { OrderPhotoBracket, SignedImageUrls } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { type OrderImageRow, selectImageFrames } from './orders.queries';

type BracketImage = Pick<OrderImageRow, 'id' | 'frames_key' | 'blended_media_id' | 'camera_moved'>;

export async function loadBrackets(
  db: Executor,
  images: readonly BracketImage[],
  sign: (mediaId: string) => SignedImageUrls,
): Promise<(image: BracketImage) => OrderPhotoBracket> {
  const sets = images.filter((image) => image.frames_key !== null);
  const rows =
    sets.length === 0
      ? []
      : await selectImageFrames(
          db,
          sets.map((image) => image.id),
        );
  const framesOf = new Map<string, typeof rows>();
  for (const row of rows)
    framesOf.set(row.order_image_id, [...(framesOf.get(row.order_image_id) ?? []), row]);
  return (image) => {
    const frames = framesOf.get(image.id);
    if (!image.frames_key || !frames) return null;
    return {
      frames: frames.map((frame) => ({ ...sign(frame.media_id), fileName: frame.original_filename })),
      blendedPreview: image.blended_media_id ? sign(image.blended_media_id) : null,
      cameraMoved: image.camera_moved,
    };
  };
}
