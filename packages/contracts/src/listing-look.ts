// The listing consistency check (issue 33): every delivered photo is measured once by the media pipeline (its
// colour cast, mid-tone lightness, clipped highlights and tilt), and a delivery is compared photo by photo with
// the order's median — a listing shot in one house should look like one shoot. The comparison is here, beside the
// thresholds it documents, so the server and the tests read one rule.
import { z } from 'zod';

export const LookMeasures = z.object({
  /** Mean CIELAB a* (green − … magenta +) of the photo's near-neutral pixels; null when too few are neutral. */
  a: z.number().nullable(),
  /** Mean CIELAB b* (blue − … yellow +) of the near-neutral pixels: the warmth of the white balance. */
  b: z.number().nullable(),
  /** Median CIELAB L* (0 black … 100 white) of the photo: its mid-tone lightness. */
  lightness: z.number(),
  /** Share (0–1) of pixels with a channel at 250 or more: clipped highlights. */
  clipped: z.number(),
  /** Degrees the photo's vertical lines lean (clockwise +), null when too few vertical lines to tell. */
  tilt: z.number().nullable(),
});
export type LookMeasures = z.infer<typeof LookMeasures>;

export const lookRules = {
  /** Pixels count as near-neutral below this CIELAB chroma, between these L* (no deep shadows, no clipped white). */
  neutralChroma: 22,
  neutralLightness: [20, 96] as const,
  /** Fewer near-neutral pixels than this share: the colour cast is not measured. */
  minNeutralShare: 0.03,
  /** b* further than this from the listing's median: warmer or cooler than the rest (a visible shift is ~4–5). */
  castB: 5,
  /** a* further than this from the median: greener or more magenta. */
  castA: 5,
  /** L* further than this from the median: darker or brighter by that much. */
  lightness: 6,
  /** Clipped highlights more than this share above the median, and at least `clippedFloor` of the photo. */
  clippedAbove: 0.03,
  clippedFloor: 0.02,
  /** Verticals leaning more than this many degrees (checked against straight, not the median). */
  tiltDegrees: 1,
  /** Photos needed before any is compared with the median (two photos have no majority). */
  minPhotos: 3,
  /** Style "neutral": |a*| or |b*| above this; "warm": b* below `warmMin`; "cool": b* above `coolMax`. */
  neutralMax: 6,
  warmMin: 1,
  coolMax: 0,
  /** Style "bright" and "airy": median L* below these. */
  brightMin: 55,
  airyMin: 62,
} as const;

export const LookFlagKind = z.enum([
  'warmer',
  'cooler',
  'greener',
  'magenta',
  'darker',
  'brighter',
  'clipped',
  'tilted',
  'notNeutral',
  'notWarm',
  'notCool',
  'notBright',
  'notAiry',
]);
export type LookFlagKind = z.infer<typeof LookFlagKind>;

/** One reason a photo stands out; `amount` in the kind's unit (L*, b*, percent of the photo, degrees). */
export const LookFlag = z.object({ kind: LookFlagKind, amount: z.number() });
export type LookFlag = z.infer<typeof LookFlag>;

export const ListingLookReport = z.object({
  /** Photos measured (delivered files with measures). */
  measured: z.number().int(),
  consistent: z.number().int(),
  /** The photos that stand out, by their number in the order (1-based), with the reasons. */
  outliers: z.array(z.object({ number: z.number().int(), flags: z.array(LookFlag).min(1) })),
});
export type ListingLookReport = z.infer<typeof ListingLookReport>;

/** The part of a client's style the check reads (issue 33's "My style"). */
export interface LookStyle {
  whiteBalance?: 'neutral' | 'warm' | 'cool' | null;
  brightness?: 'natural' | 'bright' | 'airy' | null;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

function againstListing(
  look: LookMeasures,
  medians: Record<'a' | 'b' | 'lightness' | 'clipped', number | null>,
) {
  const flags: LookFlag[] = [];
  const r = lookRules;
  if (look.b !== null && medians.b !== null && Math.abs(look.b - medians.b) > r.castB)
    flags.push({
      kind: look.b > medians.b ? 'warmer' : 'cooler',
      amount: round1(Math.abs(look.b - medians.b)),
    });
  if (look.a !== null && medians.a !== null && Math.abs(look.a - medians.a) > r.castA)
    flags.push({
      kind: look.a > medians.a ? 'magenta' : 'greener',
      amount: round1(Math.abs(look.a - medians.a)),
    });
  if (medians.lightness !== null && Math.abs(look.lightness - medians.lightness) > r.lightness) {
    const difference = look.lightness - medians.lightness;
    flags.push({ kind: difference < 0 ? 'darker' : 'brighter', amount: Math.round(Math.abs(difference)) });
  }
  if (
    medians.clipped !== null &&
    look.clipped >= r.clippedFloor &&
    look.clipped - medians.clipped > r.clippedAbove
  )
    flags.push({ kind: 'clipped', amount: Math.round(look.clipped * 100) });
  return flags;
}

function againstStyle(look: LookMeasures, style: LookStyle | null | undefined): LookFlag[] {
  const flags: LookFlag[] = [];
  const r = lookRules;
  if (look.b !== null && look.a !== null) {
    if (style?.whiteBalance === 'neutral' && Math.max(Math.abs(look.a), Math.abs(look.b)) > r.neutralMax)
      flags.push({ kind: 'notNeutral', amount: round1(Math.max(Math.abs(look.a), Math.abs(look.b))) });
    if (style?.whiteBalance === 'warm' && look.b < r.warmMin)
      flags.push({ kind: 'notWarm', amount: round1(look.b) });
    if (style?.whiteBalance === 'cool' && look.b > r.coolMax)
      flags.push({ kind: 'notCool', amount: round1(look.b) });
  }
  if (style?.brightness === 'bright' && look.lightness < r.brightMin)
    flags.push({ kind: 'notBright', amount: Math.round(look.lightness) });
  if (style?.brightness === 'airy' && look.lightness < r.airyMin)
    flags.push({ kind: 'notAiry', amount: Math.round(look.lightness) });
  return flags;
}

/**
 * Compares each photo with the listing's median (from `lookRules.minPhotos` photos on), with straight verticals,
 * and with the client's style. Photos without measures (stored before the check existed) are left out.
 */
export function compareListingLook(
  photos: readonly { number: number; look: LookMeasures | null }[],
  style?: LookStyle | null,
): ListingLookReport {
  const measured = photos.filter(
    (photo): photo is { number: number; look: LookMeasures } => photo.look !== null,
  );
  const looks = measured.map((photo) => photo.look);
  const enough = measured.length >= lookRules.minPhotos;
  const medians = {
    a: enough ? median(present(looks.map((look) => look.a))) : null,
    b: enough ? median(present(looks.map((look) => look.b))) : null,
    lightness: enough ? median(looks.map((look) => look.lightness)) : null,
    clipped: enough ? median(looks.map((look) => look.clipped)) : null,
  };
  const outliers = measured
    .map(({ number, look }) => {
      const flags = againstListing(look, medians);
      if (look.tilt !== null && Math.abs(look.tilt) > lookRules.tiltDegrees)
        flags.push({ kind: 'tilted', amount: round1(look.tilt) });
      return { number, flags: [...flags, ...againstStyle(look, style)] };
    })
    .filter((photo) => photo.flags.length > 0)
    .sort((x, y) => x.number - y.number);
  return { measured: measured.length, consistent: measured.length - outliers.length, outliers };
}
