// The originals ZIP's photos (issue 32): a single photo is its upload under its own name; a bracket set is a
// folder `07-kitchen/` (the photo's number and its middle exposure's name) holding its frames under their own
// names, byte-exact. `names` are what instructions.txt calls each photo (a file, or a folder ending in `/`).
import type { MediaStorage } from '../../../storage';
import { originalFileName, paddedPhotoNumber, safeStem, uniqueNames } from './downloads.names';
import type { DownloadFrameRow, DownloadPhotoRow } from './downloads.queries';
import { storedBytes } from './downloads.storage';
import type { ZipEntry } from './downloads.zip';

export function originalEntries(
  storage: MediaStorage,
  photos: readonly DownloadPhotoRow[],
  frameRows: readonly DownloadFrameRow[],
) {
  const framesOf = new Map<string, DownloadFrameRow[]>();
  for (const row of frameRows)
    framesOf.set(row.order_image_id, [...(framesOf.get(row.order_image_id) ?? []), row]);
  const names = uniqueNames(
    photos.map((photo) =>
      framesOf.has(photo.id)
        ? `${paddedPhotoNumber(photo.position + 1, photos.length)}-${safeStem(photo.original_filename, `photo-${photo.position + 1}`)}/`
        : originalFileName(photo.position + 1, photo.original_filename, photo.original_format),
    ),
  );
  const entries: ZipEntry[] = [];
  /** Per set photo, its frames' names inside its folder. */
  const frameNames = new Map<string, string[]>();
  photos.forEach((photo, index) => {
    const name = names[index] as string;
    const frames = framesOf.get(photo.id);
    if (!frames) {
      entries.push({
        name,
        size: photo.original_size,
        version: photo.original_key,
        open: storedBytes(storage, photo.original_key) as never,
      });
      return;
    }
    const inFolder = uniqueNames(
      frames.map((frame, at) => originalFileName(at + 1, frame.original_filename, frame.format)),
    );
    frameNames.set(photo.id, inFolder);
    frames.forEach((frame, at) => {
      entries.push({
        name: `${name}${inFolder[at]}`,
        size: frame.byte_size,
        version: frame.storage_key,
        open: storedBytes(storage, frame.storage_key) as never,
      });
    });
  });
  return { names, entries, frameNames };
}
