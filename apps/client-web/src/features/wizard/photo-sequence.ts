// The photographer's sequence of a listing: the order the photos were chosen in, then as the client arranges it.
interface Sequenced {
  mediaId: string;
}

/**
 * Uploads finish in any order; a photo goes right behind the last of those chosen before it (or first when
 * none of them is stored yet), so the sequence is the order of choosing, not of finishing.
 */
export function insertInSequence<T extends Sequenced>(
  photos: readonly T[],
  photo: T,
  after?: readonly string[],
) {
  if (!after) return [...photos, photo];
  const before = new Set(after);
  let at = 0;
  photos.forEach((candidate, index) => {
    if (before.has(candidate.mediaId)) at = index + 1;
  });
  return [...photos.slice(0, at), photo, ...photos.slice(at)];
}

/** The sequence with one photo moved to index `to` (clamped to the sequence). */
export function movedPhoto<T extends Sequenced>(photos: readonly T[], mediaId: string, to: number): T[] {
  const from = photos.findIndex((photo) => photo.mediaId === mediaId);
  const moving = photos[from];
  const target = Math.min(Math.max(0, Math.trunc(to)), photos.length - 1);
  if (!moving || from === target) return [...photos];
  const rest = photos.filter((photo) => photo.mediaId !== mediaId);
  return [...rest.slice(0, target), moving, ...rest.slice(target)];
}
