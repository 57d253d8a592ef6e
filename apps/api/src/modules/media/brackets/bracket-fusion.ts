// The automatic preview of a bracket set (issue 32): exposure fusion after Mertens, Kautz and Van Reeth (2007).
// Each frame's pixels are weighted by contrast (the magnitude of a Laplacian filter on its grey), saturation (the
// spread of R, G and B) and well-exposedness (closeness to mid-grey, σ = 0.2), the weights normalised across the
// frames, and the frames blended through Laplacian pyramids weighted by Gaussian pyramids of the weights, so no
// seam shows where one frame takes over from another. Frames are decoded and brought to the preview's size by
// sharp; the blend runs on float planes. No alignment: the photo check warns when the camera moved.
import sharp from 'sharp';
import { collapse, gaussianPyramid, laplacianPyramid, type Plane, pyramidLevels } from './pyramid';

export const fusionRules = { longEdge: 2048, jpegQuality: 85, sigma: 0.2 } as const;

interface Frame {
  width: number;
  height: number;
  /** R, G and B planes, 0–1. */
  channels: [Float32Array, Float32Array, Float32Array];
}

async function decodeFrames(files: readonly Buffer[], longEdge: number): Promise<Frame[]> {
  const first = await sharp(files[0])
    .autoOrient()
    .resize(longEdge, longEdge, { fit: 'inside', withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = first.info;
  return Promise.all(
    files.map(async (file) => {
      const { data } = await sharp(file)
        .autoOrient()
        .resize(width, height, { fit: 'fill' })
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const channels: Frame['channels'] = [0, 1, 2].map(
        () => new Float32Array(width * height),
      ) as Frame['channels'];
      for (let at = 0, pixel = 0; pixel < width * height; pixel++, at += 3) {
        channels[0][pixel] = (data[at] as number) / 255;
        channels[1][pixel] = (data[at + 1] as number) / 255;
        channels[2][pixel] = (data[at + 2] as number) / 255;
      }
      return { width, height, channels };
    }),
  );
}

/** Contrast × saturation × well-exposedness of every pixel of a frame (a small floor keeps flat frames in). */
function weightsOf(frame: Frame, sigma: number): Float32Array {
  const { width, height, channels } = frame;
  const [red, green, blue] = channels;
  const grey = new Float32Array(width * height);
  for (let at = 0; at < grey.length; at++)
    grey[at] = 0.299 * (red[at] as number) + 0.587 * (green[at] as number) + 0.114 * (blue[at] as number);
  const weights = new Float32Array(width * height);
  const twoSigmaSquared = 2 * sigma * sigma;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      const centre = grey[at] as number;
      const left = grey[x > 0 ? at - 1 : at + (width > 1 ? 1 : 0)] as number;
      const right = grey[x < width - 1 ? at + 1 : at - (width > 1 ? 1 : 0)] as number;
      const up = grey[y > 0 ? at - width : at + (height > 1 ? width : 0)] as number;
      const down = grey[y < height - 1 ? at + width : at - (height > 1 ? width : 0)] as number;
      const contrast = Math.abs(left + right + up + down - 4 * centre);
      const r = red[at] as number;
      const g = green[at] as number;
      const b = blue[at] as number;
      const mean = (r + g + b) / 3;
      const saturation = Math.sqrt(((r - mean) ** 2 + (g - mean) ** 2 + (b - mean) ** 2) / 3);
      const exposedness = Math.exp(-((r - 0.5) ** 2 + (g - 0.5) ** 2 + (b - 0.5) ** 2) / twoSigmaSquared);
      weights[at] = (contrast + 1e-3) * (saturation + 1e-3) * exposedness + 1e-12;
    }
  }
  return weights;
}

/** The frames' weights divided by their sum at each pixel. */
function normalise(weights: Float32Array[]): void {
  const size = weights[0]?.length ?? 0;
  for (let at = 0; at < size; at++) {
    let sum = 0;
    for (const plane of weights) sum += plane[at] as number;
    for (const plane of weights) plane[at] = (plane[at] as number) / sum;
  }
}

/** The blended frames as a JPEG of at most `longEdge` px. All frames are brought to the first one's size. */
export async function fuseExposures(
  files: readonly Buffer[],
  options: { longEdge?: number } = {},
): Promise<{ data: Buffer; width: number; height: number }> {
  if (files.length === 0) throw new Error('fuseExposures needs at least one frame');
  const frames = await decodeFrames(files, options.longEdge ?? fusionRules.longEdge);
  const { width, height } = frames[0] as Frame;
  const weights = frames.map((frame) => weightsOf(frame, fusionRules.sigma));
  normalise(weights);
  const levels = pyramidLevels(width, height);
  const blended: Plane[][] = [];
  frames.forEach((frame, index) => {
    const weight = gaussianPyramid({ width, height, data: weights[index] as Float32Array }, levels);
    frame.channels.forEach((channel, c) => {
      const laplacian = laplacianPyramid({ width, height, data: channel }, levels);
      const sums =
        blended[c] ?? laplacian.map((level) => ({ ...level, data: new Float32Array(level.data.length) }));
      blended[c] = sums;
      laplacian.forEach((level, l) => {
        const sum = (sums[l] as Plane).data;
        const w = (weight[l] as Plane).data;
        for (let at = 0; at < sum.length; at++)
          sum[at] = (sum[at] as number) + (w[at] as number) * (level.data[at] as number);
      });
    });
  });
  const planes = blended.map(collapse);
  const rgb = Buffer.alloc(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel++)
    for (let c = 0; c < 3; c++)
      rgb[pixel * 3 + c] = Math.round(
        Math.min(1, Math.max(0, (planes[c] as Plane).data[pixel] as number)) * 255,
      );
  const data = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: fusionRules.jpegQuality, progressive: true })
    .toBuffer();
  return { data, width, height };
}
