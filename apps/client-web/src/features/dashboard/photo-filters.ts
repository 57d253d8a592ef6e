// The groups of an order's photos the overview filters by: what is still to review, what is accepted, and what
// the client sent back for a revision.
import type { ClientOrderImage } from '@photoedit/contracts';

export const photoFilters = ['all', 'toReview', 'accepted', 'revision'] as const;
export type PhotoFilter = (typeof photoFilters)[number];

type PhotoFacts = Pick<ClientOrderImage, 'state' | 'canAccept' | 'revisionUsed'>;

const belongs: Record<PhotoFilter, (image: PhotoFacts) => boolean> = {
  all: () => true,
  toReview: (image) => image.canAccept,
  accepted: (image) => image.state === 'accepted',
  revision: (image) => image.revisionUsed,
};

export const inFilter = (filter: PhotoFilter, image: PhotoFacts) => belongs[filter](image);

export const filterCounts = (images: readonly PhotoFacts[]) =>
  Object.fromEntries(
    photoFilters.map((filter) => [filter, images.filter((image) => belongs[filter](image)).length]),
  ) as Record<PhotoFilter, number>;

/** From this many photos an order page opens on the photos still to review (a listing); below, on all of them. */
export const reviewFirstFrom = 10;

/** The group an order page opens on: for a listing the photos to review while there are some, else all. */
export const openingFilter = (images: readonly PhotoFacts[]): PhotoFilter =>
  images.length >= reviewFirstFrom && images.some(belongs.toReview) ? 'toReview' : 'all';

/** "Accept the rest" once the client decided on any photo (accepted or sent back), "Accept all" before. */
export const acceptAllWording = (images: readonly PhotoFacts[]) =>
  images.some((image) => image.state === 'accepted' || image.revisionUsed) ? 'acceptRest' : 'acceptAll';

/** "1, 2, 5–9, 12": photo numbers (1-based) with runs joined, for a confirmation that names them. */
export function photoNumberRanges(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && (sorted[end + 1] as number) === (sorted[end] as number) + 1) end++;
    const first = sorted[start] as number;
    const last = sorted[end] as number;
    runs.push(last - first >= 2 ? `${first}–${last}` : last > first ? `${first}, ${last}` : `${first}`);
    start = end + 1;
  }
  return runs.join(', ');
}
