// The look of a photo, measured once at upload from its thumbnail's pixels, which the pipeline makes anyway (issue
// 33's listing consistency check; contracts' compareListingLook reads the measures): the CIELAB colour cast of its
// near-neutral pixels, its median L*, its share of clipped highlights, and how far its vertical lines lean. Small
// on purpose: the measures of a 40-photo delivery are ready with its last upload.
import { type LookMeasures, lookRules } from '@photoedit/contracts';
import type { RawPixels } from './media.photo-check';

/** sRGB 8-bit → linear light. */
const linear = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);

/** CIELAB (D65) of an sRGB pixel, written into `out` as [L*, a*, b*]. */
function toLab(r: number, g: number, b: number, out: Float64Array) {
  const R = linear[r] as number;
  const G = linear[g] as number;
  const B = linear[b] as number;
  const fx = labF((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const fy = labF(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const fz = labF((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  out[0] = 116 * fy - 16;
  out[1] = 500 * (fx - fy);
  out[2] = 200 * (fy - fz);
}

/** The median of values 0..100 from a histogram of `bins` per unit. */
function histogramMedian(histogram: Uint32Array, count: number, bins: number) {
  let seen = 0;
  for (let index = 0; index < histogram.length; index += 1) {
    seen += histogram[index] as number;
    if (seen * 2 >= count) return index / bins;
  }
  return 100;
}

/** Edges within this many degrees of vertical count as the photo's verticals. */
const verticalWindow = 10;
const tiltBins = 10;
/** Half the side of the window the gradients' structure tensor is summed over. */
const tensorRadius = 3;
/** A line, not texture: the window's gradients agree in direction at least this much (0–1). */
const minCoherence = 0.85;
/** A vertical line's gradient energy (L*² per pixel, Sobel-weighted) at least. */
const minEnergy = 40;
/** Fewer vertical-line pixels than this share of the photo: the tilt is not estimated. */
const minLineShare = 0.01;

/**
 * Sums of `values` over the 2r+1 values around each along every line (`length` values `step` apart, lines `stride`
 * apart; edges clamped), by a running sum.
 */
function windowSumAlong(
  values: Float64Array,
  line: { count: number; length: number; stride: number; step: number },
  r: number,
) {
  const out = new Float64Array(values.length);
  const last = line.length - 1;
  for (let index = 0; index < line.count; index += 1) {
    const start = index * line.stride;
    const value = (i: number) => values[start + Math.min(last, Math.max(0, i)) * line.step] as number;
    let sum = 0;
    for (let k = -r; k <= r; k += 1) sum += value(k);
    for (let i = 0; i < line.length; i += 1) {
      out[start + i * line.step] = sum;
      sum += value(i + r + 1) - value(i - r);
    }
  }
  return out;
}

/** Sums of `values` over the (2r+1)² window around each pixel, separably. */
const boxSum = (values: Float64Array, width: number, height: number, r: number) =>
  windowSumAlong(
    windowSumAlong(values, { count: height, length: width, stride: width, step: 1 }, r),
    { count: width, length: height, stride: 1, step: width },
    r,
  );

/**
 * The lean of the photo's vertical lines, in degrees (clockwise +): the strongest direction among the lines within
 * 10° of vertical, each line's direction read from its gradients' structure tensor (a 7 × 7 window), so texture
 * and grain, whose gradients disagree, do not count. Converging verticals (a camera tilted up) lean both ways and
 * leave the peak at 0; a rotated photo's lines all lean one way. Null when too few vertical lines to say.
 */
function verticalTilt(lightness: Float64Array, width: number, height: number): number | null {
  const xx = new Float64Array(lightness.length);
  const yy = new Float64Array(lightness.length);
  const xy = new Float64Array(lightness.length);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const index = y * width + x;
      const up = index - width;
      const down = index + width;
      const L = lightness;
      // Sobel: the 3 × 3 neighbourhood's horizontal and vertical differences.
      const gx =
        (L[up + 1] as number) +
        2 * (L[index + 1] as number) +
        (L[down + 1] as number) -
        ((L[up - 1] as number) + 2 * (L[index - 1] as number) + (L[down - 1] as number));
      const gy =
        (L[down - 1] as number) +
        2 * (L[down] as number) +
        (L[down + 1] as number) -
        ((L[up - 1] as number) + 2 * (L[up] as number) + (L[up + 1] as number));
      xx[index] = gx * gx;
      yy[index] = gy * gy;
      xy[index] = gx * gy;
    }
  }
  const sxx = boxSum(xx, width, height, tensorRadius);
  const syy = boxSum(yy, width, height, tensorRadius);
  const sxy = boxSum(xy, width, height, tensorRadius);
  const histogram = new Float64Array(2 * verticalWindow * tiltBins + 1);
  const windowArea = (2 * tensorRadius + 1) ** 2;
  let lines = 0;
  for (let index = 0; index < lightness.length; index += 1) {
    const a = sxx[index] as number;
    const b = syy[index] as number;
    const c = sxy[index] as number;
    const energy = a + b;
    if (energy < minEnergy * windowArea) continue;
    if (Math.hypot(a - b, 2 * c) < minCoherence * energy) continue;
    // The dominant gradient's angle from the x axis: a vertical line's gradient is horizontal.
    const degrees = (0.5 * Math.atan2(2 * c, a - b) * 180) / Math.PI;
    if (Math.abs(degrees) > verticalWindow) continue;
    const bin = Math.round((degrees + verticalWindow) * tiltBins);
    histogram[bin] = (histogram[bin] as number) + Math.sqrt(energy);
    lines += 1;
  }
  if (lines < minLineShare * width * height) return null;
  // The peak of the histogram smoothed over ±0.5°.
  let best = -1;
  let bestBin = 0;
  for (let bin = 0; bin < histogram.length; bin += 1) {
    let sum = 0;
    for (let k = -tiltBins / 2; k <= tiltBins / 2; k += 1) sum += histogram[bin + k] ?? 0;
    if (sum > best) {
      best = sum;
      bestBin = bin;
    }
  }
  return Math.round((bestBin / tiltBins - verticalWindow) * 10) / 10;
}

/** Measures a photo's small rendition (its thumbnail's pixels, RGBA) for the listing consistency check. */
export function measureLook(pixels: RawPixels): LookMeasures {
  const { width, height, data } = pixels;
  const count = width * height;
  const lightness = new Float64Array(count);
  const lightnessHistogram = new Uint32Array(100 * 2 + 1);
  const lab = new Float64Array(3);
  let neutral = 0;
  let sumA = 0;
  let sumB = 0;
  let clipped = 0;
  const [low, high] = lookRules.neutralLightness;
  for (let index = 0; index < count; index += 1) {
    const r = data[index * 4] as number;
    const g = data[index * 4 + 1] as number;
    const b = data[index * 4 + 2] as number;
    toLab(r, g, b, lab);
    const L = lab[0] as number;
    lightness[index] = L;
    const bin = Math.min(200, Math.max(0, Math.round(L * 2)));
    lightnessHistogram[bin] = (lightnessHistogram[bin] as number) + 1;
    if (Math.max(r, g, b) >= 250) clipped += 1;
    const a = lab[1] as number;
    const bb = lab[2] as number;
    if (L >= low && L <= high && Math.hypot(a, bb) < lookRules.neutralChroma) {
      neutral += 1;
      sumA += a;
      sumB += bb;
    }
  }
  const enoughNeutral = neutral >= lookRules.minNeutralShare * count;
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    a: enoughNeutral ? round1(sumA / neutral) : null,
    b: enoughNeutral ? round1(sumB / neutral) : null,
    lightness: round1(histogramMedian(lightnessHistogram, count, 2)),
    clipped: Math.round((clipped / count) * 1000) / 1000,
    tilt: verticalTilt(lightness, width, height),
  };
}
