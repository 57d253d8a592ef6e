// The measures of the pre-payment photo check, taken once at upload from the pixels the pipeline has already
// decoded: blur (what a re-blur takes away) and exposure (mean luminance, near-black and near-white shares) on a
// 512 px greyscale rendition, and a 512-bit gradient hash for near-duplicates. Contracts' photoFlags turns
// the measures into warnings; nothing here refuses an upload.
import { type PhotoCheck, type PhotoMeasures, photoFlags } from '@photoedit/contracts';
import sharp from 'sharp';

const measureSize = 512;

export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

/** Blur radius of the re-blur, in pixels of the 512 px rendition (a 9-tap box). */
const reblurRadius = 4;

/**
 * How much of the photo's neighbour differences along one axis survive blurring it again: the sums of the
 * absolute differences before (`edges`) and of what a box blur of the line took away (`lost`). Line `l` starts at
 * `l * lineStride` in `grey`, and its pixels are `pixelStride` apart.
 */
function reblurAlong(grey: Buffer, lines: number, length: number, lineStride: number, pixelStride: number) {
  let edges = 0;
  let lost = 0;
  const taps = 2 * reblurRadius + 1;
  const last = length - 1;
  for (let line = 0; line < lines; line += 1) {
    const start = line * lineStride;
    const at = (i: number) => grey[start + i * pixelStride] as number;
    // A running sum over the window, edges clamped.
    let window = 0;
    for (let k = -reblurRadius; k <= reblurRadius; k += 1) window += at(Math.max(k, 0));
    let previous = at(0);
    let previousBlurred = window / taps;
    for (let i = 1; i < length; i += 1) {
      const entering = i + reblurRadius;
      const leaving = i - reblurRadius - 1;
      window += at(Math.min(entering, last)) - at(Math.max(leaving, 0));
      const value = at(i);
      const blurred = window / taps;
      const difference = Math.abs(value - previous);
      const blurredDifference = Math.abs(blurred - previousBlurred);
      edges += difference;
      if (difference > blurredDifference) lost += difference - blurredDifference;
      previous = value;
      previousBlurred = blurred;
    }
  }
  return edges > 0 ? 1 - lost / edges : 1;
}

function exposureAndBlur(grey: Buffer, width: number, height: number) {
  let sum = 0;
  let dark = 0;
  let blown = 0;
  for (const value of grey) {
    sum += value;
    if (value < 30) dark += 1;
    else if (value >= 250) blown += 1;
  }
  const rows = reblurAlong(grey, height, width, width, 1);
  const columns = reblurAlong(grey, width, height, 1, width);
  return {
    blur: Math.max(rows, columns),
    meanLuminance: grey.length ? sum / grey.length : 0,
    darkShare: grey.length ? dark / grey.length : 0,
    blownShare: grey.length ? blown / grey.length : 0,
  };
}

const hashGrid = 16;
/** Grey levels within which two neighbouring cells count as equal (0), so flat sky and walls do not flip bits. */
const tie = 2;

/**
 * Gradient hash, 512 bits: on a 16 × 16 greyscale grid, one bit per horizontal neighbour pair (left brighter than
 * right), then one per vertical pair (upper brighter than lower). Sixteen cells a side see the room itself; the
 * 8 × 8 grid before saw mostly the lens's fall-off, alike in every photo of a shoot.
 */
async function gradientHash(rendition: { data: Buffer; width: number; height: number }): Promise<string> {
  // One channel in, one out (sharp would answer sRGB otherwise).
  const grey = sharp(rendition.data, {
    raw: { width: rendition.width, height: rendition.height, channels: 1 },
  }).toColourspace('b-w');
  const [wide, tall] = await Promise.all([
    grey
      .clone()
      .resize(hashGrid + 1, hashGrid, { fit: 'fill' })
      .raw()
      .toBuffer(),
    grey
      .clone()
      .resize(hashGrid, hashGrid + 1, { fit: 'fill' })
      .raw()
      .toBuffer(),
  ]);
  let hex = '';
  let nibble = 0;
  let bitCount = 0;
  const push = (bit: boolean) => {
    nibble = (nibble << 1) | (bit ? 1 : 0);
    bitCount += 1;
    if (bitCount % 4 === 0) {
      hex += nibble.toString(16);
      nibble = 0;
    }
  };
  for (let y = 0; y < hashGrid; y += 1)
    for (let x = 0; x < hashGrid; x += 1)
      push((wide[y * (hashGrid + 1) + x] as number) - (wide[y * (hashGrid + 1) + x + 1] as number) > tie);
  for (let y = 0; y < hashGrid; y += 1)
    for (let x = 0; x < hashGrid; x += 1)
      push((tall[y * hashGrid + x] as number) - (tall[(y + 1) * hashGrid + x] as number) > tie);
  return hex;
}

export async function measurePhoto(
  pixels: RawPixels,
  longEdge: number,
): Promise<PhotoMeasures & { dhash: string }> {
  const grey = await sharp(pixels.data, { raw: pixels })
    .removeAlpha()
    .resize(measureSize, measureSize, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    longEdge,
    ...exposureAndBlur(grey.data, grey.info.width, grey.info.height),
    // From the 512 px rendition: a 16 × 16 grid averages it as well as the full pixels, at a fraction of the cost.
    dhash: await gradientHash({ data: grey.data, width: grey.info.width, height: grey.info.height }),
  };
}

export async function checkPhoto(pixels: RawPixels, longEdge: number): Promise<PhotoCheck> {
  const measures = await measurePhoto(pixels, longEdge);
  return { flags: photoFlags(measures), dhash: measures.dhash };
}
