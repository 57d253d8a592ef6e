// The blend after the frames are decoded and weighed, as tasks that the blending thread and its helper take in
// turn from a counter in the shared memory (Atomics), so both cores work. Plain numbers only: the plan is posted
// to the helper as it is. Phases, each finished by both threads before the next:
//   0. per frame: its weights divided by the frames' sum, and their Gaussian pyramid; per channel: its sums set
//      to zero;
//   1. per channel: every frame's Laplacian pyramid of it, weighted and added to the channel's sums (one thread
//      a channel, so no two add to the same sums; a fourth piece of sums, blue split in two, balanced the threads
//      better but cost 14 MiB);
//   2. per channel: its sums collapsed into the blended channel, written into the interleaved RGB.
import type { KernelExports } from './fusion-kernels';

export interface LevelSize {
  width: number;
  height: number;
}

export interface FusionPlan {
  sizes: LevelSize[];
  pixels: number;
  /** Three int32 counters, one per phase. */
  counters: number;
  weightSum: number;
  /** Per frame: its 8-bit channels, and its weights at every level (level 0 made while decoding). */
  frames: { channels: [number, number, number]; weights: number[] }[];
  /** Per channel (red, green, blue): its sums at every level. */
  sums: [number[], number[], number[]];
  /** The blended image, 8-bit interleaved RGB. */
  rgb: number;
  /** Per thread: scratch for a channel's Gaussian levels from 1 on, a row, and three expanded coarse rows. */
  scratch: { image: number[]; row: number; expanded: number }[];
}

export const fusionPhases = 3;

/** A Gaussian pyramid's levels from `from` on, each reduced from the one before. */
function reduceFrom(run: KernelExports, sizes: LevelSize[], pyramid: number[], from: number, row: number) {
  for (let level = from; level < sizes.length; level++) {
    const finer = sizes[level - 1] as LevelSize;
    run.pyramid_down(pyramid[level - 1] as number, finer.width, finer.height, pyramid[level] as number, row);
  }
}

function weightPyramid(run: KernelExports, plan: FusionPlan, frame: number, row: number) {
  const { weights } = plan.frames[frame] as FusionPlan['frames'][number];
  run.divide_by(weights[0] as number, plan.weightSum, plan.pixels);
  reduceFrom(run, plan.sizes, weights, 1, row);
}

/** One frame's channel: its Gaussian levels, then each Laplacian level × the weights added to `sums`. */
function addChannel(
  run: KernelExports,
  plan: FusionPlan,
  frame: number,
  channel: number,
  sums: number[],
  thread: number,
) {
  const { sizes } = plan;
  const { image, row, expanded } = plan.scratch[thread] as FusionPlan['scratch'][number];
  const { channels, weights } = plan.frames[frame] as FusionPlan['frames'][number];
  const plane = channels[channel] as number;
  const top = sizes.length - 1;
  if (top === 0) return run.weighted_add_u8(sums[0] as number, weights[0] as number, plane, plan.pixels);
  const full = sizes[0] as LevelSize;
  run.pyramid_down_u8(plane, full.width, full.height, image[1] as number, row);
  reduceFrom(run, sizes, image, 2, row);
  for (let level = 0; level < top; level++) {
    const fine = sizes[level] as LevelSize;
    const coarse = sizes[level + 1] as LevelSize;
    (level === 0 ? run.laplacian_add_u8 : run.laplacian_add)(
      level === 0 ? plane : (image[level] as number),
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
  const coarsest = sizes[top] as LevelSize;
  run.weighted_add(
    sums[top] as number,
    weights[top] as number,
    image[top] as number,
    coarsest.width * coarsest.height,
  );
}

/** A channel's sums collapsed from the coarsest level into level 0, then written out. */
function finishChannel(run: KernelExports, plan: FusionPlan, channel: number, thread: number) {
  const { sizes } = plan;
  const sums = plan.sums[channel] as number[];
  const { row, expanded } = plan.scratch[thread] as FusionPlan['scratch'][number];
  for (let level = sizes.length - 2; level >= 0; level--) {
    const fine = sizes[level] as LevelSize;
    const coarse = sizes[level + 1] as LevelSize;
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
  run.to_channel(sums[0] as number, plan.pixels, plan.rgb, channel);
}

function zeroSums(run: KernelExports, plan: FusionPlan, channel: number) {
  const sums = plan.sums[channel] as number[];
  for (const [level, { width, height }] of plan.sizes.entries())
    run.zero_floats(sums[level] as number, width * height);
}

/** This thread's share of `phase`: tasks taken from the phase's counter until none is left. */
export function runFusionPhase(
  run: KernelExports,
  memory: WebAssembly.Memory,
  plan: FusionPlan,
  phase: number,
  thread: number,
) {
  const counters = new Int32Array(memory.buffer, plan.counters, fusionPhases);
  const frames = plan.frames.length;
  const tasks = [frames + 3, 3, 3][phase] ?? 0;
  const { row } = plan.scratch[thread] as FusionPlan['scratch'][number];
  for (let task = Atomics.add(counters, phase, 1); task < tasks; task = Atomics.add(counters, phase, 1)) {
    if (phase === 0 && task < frames) weightPyramid(run, plan, task, row);
    else if (phase === 0) zeroSums(run, plan, task - frames);
    else if (phase === 1) {
      for (let frame = 0; frame < frames; frame++)
        addChannel(run, plan, frame, task, plan.sums[task] as number[], thread);
    } else finishChannel(run, plan, task, thread);
  }
}

/**
 * Called by the blending thread once the helper has answered for `phase`: an atomic read of the counter the helper
 * last wrote, so everything the helper wrote before it is seen here.
 */
export function afterPhase(memory: WebAssembly.Memory, plan: FusionPlan, phase: number) {
  Atomics.load(new Int32Array(memory.buffer, plan.counters, fusionPhases), phase);
}
