// Matching picked files to the photos that need them: a file whose name contains a photo's original name
// (without extension) goes to that photo; the rest fill the remaining photos in order.

export interface PhotoSlot {
  imageId: string;
  /** The client's file name of the original, if known. */
  originalFileName: string | null;
}

const stem = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .trim()
    .toLowerCase();

/**
 * Assigns `files` to `slots` that have no file yet (`taken`): by name first, then in order. Returns the new
 * assignment (imageId → file); files left over are ignored.
 */
export function matchFilesToPhotos<F extends { name: string }>(
  slots: readonly PhotoSlot[],
  files: readonly F[],
  taken: ReadonlySet<string> = new Set(),
): Map<string, F> {
  const result = new Map<string, F>();
  const free = slots.filter((slot) => !taken.has(slot.imageId));
  const unused = [...files];
  // Longest names first, so "kitchen-2" wins over "kitchen" for "kitchen-2-edited.jpg".
  const byNameLength = [...free]
    .filter((slot) => slot.originalFileName && stem(slot.originalFileName) !== '')
    .sort((a, b) => stem(b.originalFileName ?? '').length - stem(a.originalFileName ?? '').length);
  for (const slot of byNameLength) {
    const wanted = stem(slot.originalFileName ?? '');
    const index = unused.findIndex((file) => stem(file.name).includes(wanted));
    if (index === -1) continue;
    const [file] = unused.splice(index, 1);
    if (file) result.set(slot.imageId, file);
  }
  for (const slot of free) {
    if (result.has(slot.imageId)) continue;
    const file = unused.shift();
    if (!file) break;
    result.set(slot.imageId, file);
  }
  return result;
}

/**
 * Whether a chosen file needs a look in the preview: none chosen, or its name does not contain the original's
 * (it was matched in order, or picked by hand for another photo). Unknown original names cannot be checked.
 */
export function needsCheck(originalFileName: string | null, file: { name: string } | undefined): boolean {
  if (!file) return true;
  const wanted = originalFileName ? stem(originalFileName) : '';
  return wanted !== '' && !stem(file.name).includes(wanted);
}
