// The measures of the pre-payment photo check, taken once at upload from the pixels the pipeline has already
// decoded: sharpness (variance of the Laplacian), exposure (mean luminance, near-black and near-white shares)
// on a 512 px greyscale rendition, and a 64-bit difference hash for near-duplicates. Contracts' photoFlags turns
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

function exposureAndSharpness(grey: Buffer, width: number, height: number) {
  let sum = 0;
  let squares = 0;
  let dark = 0;
  let blown = 0;
  for (const value of grey) {
    sum += value;
    squares += value * value;
    if (value < 30) dark += 1;
    else if (value >= 250) blown += 1;
  }
  // Variance of the 4-neighbour Laplacian over the interior pixels.
  let lapSum = 0;
  let lapSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const lap =
        4 * (grey[at] as number) -
        (grey[at - 1] as number) -
        (grey[at + 1] as number) -
        (grey[at - width] as number) -
        (grey[at + width] as number);
      lapSum += lap;
      lapSquares += lap * lap;
      count += 1;
    }
  }
  const lapMean = count ? lapSum / count : 0;
  const lapVariance = count ? lapSquares / count - lapMean * lapMean : 0;
  const mean = grey.length ? sum / grey.length : 0;
  const variance = grey.length ? squares / grey.length - mean * mean : 0;
  return {
    // Relative to the photo's own contrast (×100), so a dark or flat but sharp photo is not taken for a blurred one.
    sharpness: variance > 1 ? (100 * lapVariance) / variance : 0,
    meanLuminance: grey.length ? sum / grey.length : 0,
    darkShare: grey.length ? dark / grey.length : 0,
    blownShare: grey.length ? blown / grey.length : 0,
  };
}

/** Difference hash: 9 × 8 greyscale, one bit per horizontal neighbour pair (left brighter than right). */
async function differenceHash(pixels: RawPixels): Promise<string> {
  const small = await sharp(pixels.data, { raw: pixels })
    .removeAlpha()
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) {
      bits = (bits << 1n) | ((small[y * 9 + x] as number) > (small[y * 9 + x + 1] as number) ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
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
    ...exposureAndSharpness(grey.data, grey.info.width, grey.info.height),
    dhash: await differenceHash(pixels),
  };
}

export async function checkPhoto(pixels: RawPixels, longEdge: number): Promise<PhotoCheck> {
  const measures = await measurePhoto(pixels, longEdge);
  return { flags: photoFlags(measures), dhash: measures.dhash };
}
