// The pre-payment photo check (issue 12): each upload is measured once by the media pipeline, and what the
// measures say is a set of warnings the client may dismiss — never a refusal. Near-duplicates compare the photos'
// perceptual hashes within one order, so that comparison is here too, for the browser and the server alike.
import { z } from 'zod';

export const photoCheckRules = {
  /** Below this long edge a photo is too small for editing that must hold up on a listing portal. */
  minLongEdge: 1500,
  /**
   * Sharpness below which the photo is probably blurred: the variance of the Laplacian of the 512 px greyscale
   * rendition relative to the variance of its intensities (×100), so contrast and exposure do not change it.
   */
  minSharpness: 2,
  /** Mean luminance (0–255) below which, or share of near-black pixels above which, the photo is very dark. */
  darkMean: 45,
  darkShare: 0.6,
  /** Share of pixels at or near pure white above which highlights are blown out. */
  blownShare: 0.25,
  /** Bits (of 64) in which two photos' difference hashes may differ and still be near-duplicates. */
  duplicateDistance: 6,
} as const;

export const PhotoFlag = z.enum(['tooSmall', 'blurry', 'dark', 'overexposed']);
export type PhotoFlag = z.infer<typeof PhotoFlag>;
/** The flags of a photo, plus `duplicate` when another photo of the order looks the same. */
export type PhotoWarning = PhotoFlag | 'duplicate';

export const PhotoCheck = z.object({
  /** What the measures flag, in this order: tooSmall, blurry, dark, overexposed. */
  flags: z.array(PhotoFlag),
  /** 64-bit difference hash (16 hex digits) of the photo, for near-duplicate detection. */
  dhash: z.string().regex(/^[0-9a-f]{16}$/),
});
export type PhotoCheck = z.infer<typeof PhotoCheck>;

/** What the media pipeline measures of a photo (on a 512 px greyscale rendition). */
export interface PhotoMeasures {
  longEdge: number;
  sharpness: number;
  meanLuminance: number;
  darkShare: number;
  blownShare: number;
}

export function photoFlags(measures: PhotoMeasures): PhotoFlag[] {
  const r = photoCheckRules;
  const flags: PhotoFlag[] = [];
  if (measures.longEdge < r.minLongEdge) flags.push('tooSmall');
  if (measures.sharpness < r.minSharpness) flags.push('blurry');
  if (measures.meanLuminance < r.darkMean || measures.darkShare > r.darkShare) flags.push('dark');
  if (measures.blownShare > r.blownShare) flags.push('overexposed');
  return flags;
}

/** Bits in which two 64-bit hashes (16 hex digits) differ. */
export function hashDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (x > 0n) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}

/** For each photo (by id) the ids of the other photos of the order that are near-duplicates of it. */
export function nearDuplicates(
  photos: readonly { id: string; dhash: string | null }[],
): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [index, photo] of photos.entries()) {
    if (!photo.dhash) continue;
    for (const other of photos.slice(index + 1)) {
      if (!other.dhash || hashDistance(photo.dhash, other.dhash) > photoCheckRules.duplicateDistance)
        continue;
      result.set(photo.id, [...(result.get(photo.id) ?? []), other.id]);
      result.set(other.id, [...(result.get(other.id) ?? []), photo.id]);
    }
  }
  return result;
}
