// The automatic preview of a bracket set (issue 32): exposure fusion after Mertens, Kautz and Van Reeth (2007).
// Each frame's pixels are weighted by contrast (the magnitude of a Laplacian filter on its grey), saturation (the
// spread of R, G and B) and well-exposedness (closeness to mid-grey, σ = 0.2), the weights normalised across the
// frames, and the frames blended through Laplacian pyramids (Burt & Adelson, the kernel [1 4 6 4 1] / 16) weighted
// by Gaussian pyramids of the weights, so no seam shows where one frame takes over from another. Frames are
// decoded and brought to the preview's size by sharp, each weighed as it arrives; the per-pixel work runs in
// WebAssembly with SIMD (fusion-kernels/fusion.c) on two threads (fusion-kernels/fusion-plan.ts). No alignment:
// the photo check warns when the camera moved.
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { DecodedFrame } from './bracket-movement';
import { helpWith } from './fusion-kernels/fusion-helper';
import { type FusionKernels, fusionLayout } from './fusion-kernels/fusion-kernels';
import {
  afterPhase,
  type FusionPlan,
  fusionPhases,
  type LevelSize,
  runFusionPhase,
} from './fusion-kernels/fusion-plan';
import { inFusionWorkspace } from './fusion-kernels/fusion-workspace';

export const fusionRules = {
  longEdge: 2048,
  jpegQuality: 85,
  sigma: 0.2,
  /** Frames decoded at once: enough to keep two cores busy, few enough that libvips' buffers stay small. */
  decodeConcurrency: 3,
} as const;

/** Levels down to a coarsest side of a pixel or two: fewer leave halos where the weights change sharply. */
export const pyramidLevels = ({ width, height }: LevelSize) =>
  Math.max(1, Math.floor(Math.log2(Math.max(1, Math.min(width, height)))));

/** The sizes of a pyramid's levels, each half the one before, rounded up. */
function levelSizes(size: LevelSize): LevelSize[] {
  const sizes = [size];
  for (let level = 1; level < pyramidLevels(size); level++) {
    const finer = sizes[level - 1] as LevelSize;
    sizes.push({ width: Math.ceil(finer.width / 2), height: Math.ceil(finer.height / 2) });
  }
  return sizes;
}

/** The preview's size: the first frame, upright, at most `longEdge` on its long side. */
async function previewSize(file: FrameSource, longEdge: number): Promise<LevelSize> {
  const meta = await sharp(file).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 1;
  const height = (turned ? meta.width : meta.height) ?? 1;
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const decode = (file: FrameSource, { width, height }: LevelSize) =>
  sharp(file)
    .autoOrient()
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();

/**
 * Where everything of a blend sits in its memory: the frames as decoded and weighed, then the plan's parts. What
 * is used only while decoding shares space with what is used only after (fusion-plan.ts's phases).
 */
function layOut(sizes: LevelSize[], frameCount: number) {
  const layout = fusionLayout();
  const { width, height } = sizes[0] as LevelSize;
  const pixels = width * height;
  const levels = (from: number) =>
    sizes.slice(from).map((level) => layout.floats(level.width * level.height));
  const frames = Array.from({ length: frameCount }, () => ({
    channels: [layout.bytes(pixels), layout.bytes(pixels), layout.bytes(pixels)] as [number, number, number],
    weights: levels(0),
  }));
  const counters = layout.zeroedFloats(fusionPhases);
  const rows = [0, 1].map(() => layout.floats(width));
  const weightRows = layout.floats(12 * width);
  // The weights' sum (decoding, phase 0) and each thread's scratch (phases 1 and 2).
  const [weightSum, scratch] = layout.overlapping(
    () => layout.zeroedFloats(pixels),
    () =>
      rows.map((row) => ({
        image: [0, ...levels(1)],
        row,
        expanded: layout.floats(3 * width),
      })),
  );
  // A decoded frame on its way in (decoding) and each channel's sums (zeroed in phase 0).
  const [staging, sums] = layout.overlapping(
    () => layout.bytes(pixels * 3),
    () => [levels(0), levels(0), levels(0)] as [number[], number[], number[]],
  );
  const plan: FusionPlan = {
    sizes,
    pixels,
    counters,
    weightSum,
    frames,
    sums,
    // Over the first frame's channels (three planes one after the other), free once phase 1 is done.
    rgb: frames[0]?.channels[0] as number,
    scratch,
  };
  return { plan, loading: { staging, weightRows }, layout };
}

/**
 * Every frame decoded by sharp (concurrently) into 8-bit planes, its weights made as it arrives (while the others
 * are still decoding) and added to the plan's weight sum.
 */
async function loadFrames(
  files: readonly FrameSource[],
  { plan, loading }: ReturnType<typeof layOut>,
  kernels: FusionKernels,
  onDecoded: FusionOptions['onDecoded'],
) {
  const { width, height } = plan.sizes[0] as LevelSize;
  const { pixels } = plan;
  const decoding = pLimit(fusionRules.decodeConcurrency);
  // Every frame settles before a failure is thrown: none may write into the workspace once its turn is over.
  const loaded = await Promise.allSettled(
    files.map(async (file, index) => {
      const rgb = await decoding(() => decode(file, { width, height }));
      onDecoded?.(index, { data: rgb, width, height, channels: 3 });
      const { channels, weights } = plan.frames[index] as FusionPlan['frames'][number];
      const [red, green, blue] = channels;
      kernels.byteView(loading.staging, pixels * 3).set(rgb);
      kernels.run.split_rgb(loading.staging, pixels, red, green, blue);
      const weight = weights[0] as number;
      kernels.run.frame_weights(
        red,
        green,
        blue,
        width,
        height,
        fusionRules.sigma,
        weight,
        loading.weightRows,
      );
      kernels.run.add_into(plan.weightSum, weight, pixels);
    }),
  );
  const failed = loaded.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A frame's file, as its bytes or its path (sharp then reads it itself). */
export type FrameSource = Buffer | string;

export interface FusionOptions {
  longEdge?: number;
  /** Each frame as decoded (upright RGB at the preview's size), for checks that would otherwise decode it again. */
  onDecoded?: (index: number, frame: DecodedFrame) => void;
}

/** The blended frames as a JPEG of at most `longEdge` px. All frames are brought to the first one's size. */
export async function fuseExposures(
  files: readonly FrameSource[],
  options: FusionOptions = {},
): Promise<{ data: Buffer; width: number; height: number }> {
  if (files.length === 0) throw new Error('fuseExposures needs at least one frame');
  const size = await previewSize(files[0] as FrameSource, options.longEdge ?? fusionRules.longEdge);
  const { width, height } = size;
  const pixels = width * height;
  const blend = layOut(levelSizes(size), files.length);
  const { plan } = blend;
  const rgb = await inFusionWorkspace(blend.layout, async (kernels) => {
    await loadFrames(files, blend, kernels, options.onDecoded);
    for (let phase = 0; phase < fusionPhases; phase++) {
      const helped = helpWith(kernels.memory, plan, phase);
      let failure: unknown;
      try {
        runFusionPhase(kernels.run, kernels.memory, plan, phase, 0);
      } catch (error) {
        failure = error;
      }
      // The helper finishes the phase before anything is thrown: it must not work on in a workspace given up.
      await helped;
      if (failure) throw failure;
      afterPhase(kernels.memory, plan, phase);
    }
    return Buffer.from(kernels.byteView(plan.rgb, pixels * 3));
  });
  const data = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: fusionRules.jpegQuality })
    .toBuffer();
  return { data, width, height };
}
