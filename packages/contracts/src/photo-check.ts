// The pre-payment photo check (issue 12): each upload is measured once by the media pipeline, and what the
// measures say is a set of warnings the client may dismiss — never a refusal. Near-duplicates compare the photos'
// perceptual hashes within one order, so that comparison is here too, for the browser and the server alike.
import { z } from 'zod';

export const photoCheckRules = {
  /** Below this long edge a photo is too small for editing that must hold up on a listing portal. */
  minLongEdge: 1500,
  /**
   * Blur (0 sharp … 1 flat) above which the photo is probably blurred: the share of the 512 px greyscale
   * rendition's neighbour differences that survive blurring it again (a no-reference measure after Crété-Roffet et
   * al.). A ratio of the photo's own edges, so low contrast, HDR tone mapping and lens fall-off do not change it; a
   * sharp room measures 0.28–0.33, a 25 px Gaussian blur of a 4000 px photo 0.52–0.70.
   */
  maxBlur: 0.45,
  /** Mean luminance (0–255) below which, or share of near-black pixels above which, the photo is very dark. */
  darkMean: 45,
  darkShare: 0.6,
  /** Share of pixels at or near pure white above which highlights are blown out. */
  blownShare: 0.25,
  /**
   * Share of the bits in which two photos' gradient hashes may differ and still be near-duplicates: a resaved,
   * resized or slightly brightened copy differs in at most 8 of 512, two rooms of one house in 39 or more.
   */
  duplicateShare: 24 / 512,
} as const;

export const PhotoFlag = z.enum(['tooSmall', 'blurry', 'dark', 'overexposed']);
export type PhotoFlag = z.infer<typeof PhotoFlag>;
/** The flags of a photo, plus `duplicate` when another photo of the order looks the same. */
/** A flag of the check, a near-duplicate of another photo, or a bracket set whose camera moved (issue 32). */
export type PhotoWarning = PhotoFlag | 'duplicate' | 'cameraMoved';

export const PhotoCheck = z.object({
  /** What the measures flag, in this order: tooSmall, blurry, dark, overexposed. */
  flags: z.array(PhotoFlag),
  /**
   * The photo's gradient hash for near-duplicates: 512 bits (128 hex digits), horizontal then vertical
   * neighbours of a 16 × 16 greyscale grid. Checks stored before it have the 64-bit difference hash (16 digits);
   * hashes of different lengths are never compared.
   */
  dhash: z.string().regex(/^(?:[0-9a-f]{16}|[0-9a-f]{128})$/),
});
export type PhotoCheck = z.infer<typeof PhotoCheck>;

/** What the media pipeline measures of a photo (on a 512 px greyscale rendition). */
export interface PhotoMeasures {
  longEdge: number;
  /** 0 (sharp) to 1 (no detail left): see `photoCheckRules.maxBlur`. */
  blur: number;
  meanLuminance: number;
  darkShare: number;
  blownShare: number;
}

export function photoFlags(measures: PhotoMeasures): PhotoFlag[] {
  const r = photoCheckRules;
  const flags: PhotoFlag[] = [];
  if (measures.longEdge < r.minLongEdge) flags.push('tooSmall');
  if (measures.blur > r.maxBlur) flags.push('blurry');
  if (measures.meanLuminance < r.darkMean || measures.darkShare > r.darkShare) flags.push('dark');
  if (measures.blownShare > r.blownShare) flags.push('overexposed');
  return flags;
}

/** Bits in which two hashes (hex digits) differ; infinitely many when they are not of one length. */
export function hashDistance(a: string, b: string): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (x > 0n) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}

/** Whether two photos' hashes say they are near-duplicates (within the share of their length). */
export const looksAlike = (a: string, b: string) =>
  hashDistance(a, b) <= Math.floor(a.length * 4 * photoCheckRules.duplicateShare);

/** For each photo (by id) the ids of the other photos of the order that are near-duplicates of it. */
export function nearDuplicates(
  photos: readonly { id: string; dhash: string | null }[],
): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [index, photo] of photos.entries()) {
    if (!photo.dhash) continue;
    for (const other of photos.slice(index + 1)) {
      if (!other.dhash || !looksAlike(photo.dhash, other.dhash)) continue;
      result.set(photo.id, [...(result.get(photo.id) ?? []), other.id]);
      result.set(other.id, [...(result.get(other.id) ?? []), photo.id]);
    }
  }
  return result;
}
