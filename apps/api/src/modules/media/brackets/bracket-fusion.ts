// The automatic preview of a bracket set (issue 32): exposure fusion after Mertens, Kautz and Van Reeth (2007).
// Each frame's pixels are weighted by contrast (the magnitude of a Laplacian filter on its grey), saturation (the
// spread of R, G and B) and well-exposedness (closeness to mid-grey, σ = 0.2), the weights normalised across the
// frames, and the frames blended through Laplacian pyramids (Burt & Adelson, the kernel [1 4 6 4 1] / 16) weighted
// by Gaussian pyramids of the weights, so no seam shows where one frame takes over from another. Frames are
// decoded and brought to the preview's size by sharp; the per-pixel work runs in WebAssembly with SIMD
// (fusion-kernels/fusion.c), one frame and one channel at a time. No alignment: the photo check warns when the
// camera moved.
import sharp from 'sharp';
import { type FusionKernels, fusionKernels } from './fusion-kernels/fusion-kernels';

export const fusionRules = { longEdge: 2048, jpegQuality: 85, sigma: 0.2 } as const;

interface Size {
  width: number;
  height: number;
}

/** Levels down to a coarsest side of a pixel or two: fewer leave halos where the weights change sharply. */
export const pyramidLevels = ({ width, height }: Size) =>
  Math.max(1, Math.floor(Math.log2(Math.max(1, Math.min(width, height)))));

/** The sizes of a pyramid's levels, each half the one before, rounded up. */
function levelSizes(size: Size): Size[] {
  const sizes = [size];
  for (let level = 1; level < pyramidLevels(size); level++) {
    const finer = sizes[level - 1] as Size;
    sizes.push({ width: Math.ceil(finer.width / 2), height: Math.ceil(finer.height / 2) });
  }
  return sizes;
}

/** The preview's size: the first frame, upright, at most `longEdge` on its long side. */
async function previewSize(file: Buffer, longEdge: number): Promise<Size> {
  const meta = await sharp(file).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 1;
  const height = (turned ? meta.width : meta.height) ?? 1;
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const decode = (file: Buffer, { width, height }: Size) =>
  sharp(file)
    .autoOrient()
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();

interface Frame {
  red: number;
  green: number;
  blue: number;
  /** Its weight at every pixel, later divided by the frames' sum. */
  weight: number;
}

/**
 * Every frame decoded by sharp (concurrently) into 8-bit planes in the kernels' memory, its weights made as it
 * arrives (while the others are still decoding) and added to `weightSum`.
 */
async function loadFrames(kernels: FusionKernels, files: readonly Buffer[], size: Size, weightSum: number) {
  const { width, height } = size;
  const pixels = width * height;
  const frames: Frame[] = files.map(() => ({
    red: kernels.bytes(pixels),
    green: kernels.bytes(pixels),
    blue: kernels.bytes(pixels),
    weight: kernels.floats(pixels),
  }));
  const staging = kernels.bytes(pixels * 3);
  const greyRows = kernels.floats(3 * width);
  await Promise.all(
    files.map(async (file, index) => {
      const rgb = await decode(file, size);
      const { red, green, blue, weight } = frames[index] as Frame;
      kernels.byteView(staging, pixels * 3).set(rgb);
      kernels.run.split_rgb(staging, pixels, red, green, blue);
      kernels.run.frame_weights(red, green, blue, width, height, fusionRules.sigma, weight, greyRows);
      kernels.run.add_into(weightSum, weight, pixels);
    }),
  );
  return frames;
}

/** The blended frames as a JPEG of at most `longEdge` px. All frames are brought to the first one's size. */
export async function fuseExposures(
  files: readonly Buffer[],
  options: { longEdge?: number } = {},
): Promise<{ data: Buffer; width: number; height: number }> {
  if (files.length === 0) throw new Error('fuseExposures needs at least one frame');
  const size = await previewSize(files[0] as Buffer, options.longEdge ?? fusionRules.longEdge);
  const { width, height } = size;
  const pixels = width * height;
  const kernels = fusionKernels();
  const { run } = kernels;
  const sizes = levelSizes(size);
  const planes = (from: number) => sizes.slice(from).map(({ width: w, height: h }) => kernels.floats(w * h));
  const weightSum = kernels.floats(pixels);
  const frames = await loadFrames(kernels, files, size, weightSum);
  const coarserWeights = planes(1);
  const image = [0, ...planes(1)];
  const blend = [planes(0), planes(0), planes(0)];
  const row = kernels.floats(width);
  const expanded = kernels.floats(width * Math.ceil(height / 2));
  const gaussian = (pyramid: number[], from = 1) => {
    for (let level = from; level < sizes.length; level++) {
      const finer = sizes[level - 1] as Size;
      run.pyramid_down(
        pyramid[level - 1] as number,
        finer.width,
        finer.height,
        pyramid[level] as number,
        row,
      );
    }
  };
  const top = sizes.length - 1;
  const topSize = sizes[top] as Size;
  for (const frame of frames) {
    run.divide_by(frame.weight, weightSum, pixels);
    const weights = [frame.weight, ...coarserWeights];
    gaussian(weights);
    [frame.red, frame.green, frame.blue].forEach((channel, c) => {
      const sums = blend[c] as number[];
      if (top === 0) {
        run.weighted_add_u8(sums[0] as number, weights[0] as number, channel, pixels);
        return;
      }
      run.pyramid_down_u8(channel, width, height, image[1] as number, row);
      gaussian(image, 2);
      for (let level = 0; level < top; level++) {
        const fine = sizes[level] as Size;
        const coarse = sizes[level + 1] as Size;
        (level === 0 ? run.laplacian_add_u8 : run.laplacian_add)(
          level === 0 ? channel : (image[level] as number),
          fine.width,
          fine.height,
          image[level + 1] as number,
          coarse.width,
          coarse.height,
          weights[level] as number,
          sums[level] as number,
          expanded,
          row,
        );
      }
      run.weighted_add(
        sums[top] as number,
        weights[top] as number,
        image[top] as number,
        topSize.width * topSize.height,
      );
    });
  }
  for (const sums of blend) {
    for (let level = top - 1; level >= 0; level--) {
      const fine = sizes[level] as Size;
      const coarse = sizes[level + 1] as Size;
      run.collapse_level(
        sums[level] as number,
        fine.width,
        fine.height,
        sums[level + 1] as number,
        coarse.width,
        coarse.height,
        expanded,
        row,
      );
    }
  }
  const rgb = kernels.bytes(pixels * 3);
  const [red, green, blue] = blend.map((sums) => sums[0] as number) as [number, number, number];
  run.to_rgb(red, green, blue, pixels, rgb);
  const data = await sharp(Buffer.from(kernels.byteView(rgb, pixels * 3)), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: fusionRules.jpegQuality })
    .toBuffer();
  return { data, width, height };
}
