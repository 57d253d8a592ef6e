// Generated test photos (the photo-check tests, bench:media): a raw RGB picture with gaussian film grain blended
// over it, as a JPEG. Grain makes a generated picture compress and measure like a photo.
import sharp from 'sharp';

export interface Grain {
  /** Strength of the grain (standard deviation around mid-grey). */
  sigma: number;
  blend: 'overlay' | 'soft-light';
  quality: number;
}

/** `base` is raw RGB of `width` × `height`. */
export async function grainedJpeg(
  base: Buffer,
  width: number,
  height: number,
  grain: Grain,
): Promise<Buffer> {
  const raw = { width, height, channels: 3 as const };
  const noise = await sharp({
    create: { ...raw, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: grain.sigma } },
  })
    .raw()
    .toBuffer();
  return sharp(base, { raw })
    .composite([{ input: noise, raw, blend: grain.blend }])
    .jpeg({ quality: grain.quality })
    .toBuffer();
}
