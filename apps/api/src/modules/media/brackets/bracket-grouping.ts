// Bracket sets (issue 32): frames a camera took one after the other at different exposures are one photo of the
// order. The rule, on what frameCaptureOf read from each frame's EXIF:
// - same camera (make, model, body serial) and the same pixel size;
// - each frame within `maxGapMs` of the one before it (capture time, sub-seconds included);
// - a different exposure from every frame already in the set (a repeated exposure starts the next set: two
//   brackets shot back to back);
// - 2 to `maxFrames` frames: a longer run is cut into balanced consecutive sets, a run of one is a single photo.
// A frame without usable EXIF is a photo on its own. The result depends only on the frames, not on the order in
// which their uploads finished: sets come ordered by their first capture time (frames without EXIF after them, by
// id), and frames within a set by capture time.

import type { FrameCapture } from './bracket-capture';

export interface GroupableFrame {
  id: string;
  capture: FrameCapture | null;
}

export interface BracketSet {
  /** The frames, in capture order; a single photo has one. */
  frameIds: string[];
  /** The middle exposure: the set's thumbnail until its blended preview exists. */
  middleFrameId: string;
}

export const bracketRules = {
  maxGapMs: 2000,
  maxFrames: 9,
  /** Exposures closer than this (in stops) count as the same: shutter speeds are rounded in EXIF (1/60, 1/64). */
  sameExposureStops: 0.2,
} as const;
export type BracketRules = { maxGapMs: number; maxFrames: number; sameExposureStops: number };

type Captured = GroupableFrame & { capture: FrameCapture };

const byCapture = (a: Captured, b: Captured) =>
  a.capture.camera.localeCompare(b.capture.camera) ||
  a.capture.takenAtMs - b.capture.takenAtMs ||
  a.id.localeCompare(b.id);

function joins(run: Captured[], frame: Captured, rules: BracketRules): boolean {
  const last = run.at(-1);
  if (!last) return false;
  const { capture } = frame;
  return (
    capture.camera === last.capture.camera &&
    capture.width === last.capture.width &&
    capture.height === last.capture.height &&
    capture.takenAtMs - last.capture.takenAtMs <= rules.maxGapMs &&
    run.every(
      (member) => Math.abs(member.capture.exposureStops - capture.exposureStops) >= rules.sameExposureStops,
    )
  );
}

/** A run cut into the fewest sets of at most `maxFrames`, as even as possible (10 → 5 + 5). */
function balancedChunks<T>(run: T[], maxFrames: number): T[][] {
  const count = Math.ceil(run.length / maxFrames);
  const chunks: T[][] = [];
  let start = 0;
  for (let index = 0; index < count; index++) {
    const size = Math.ceil((run.length - start) / (count - index));
    chunks.push(run.slice(start, start + size));
    start += size;
  }
  return chunks;
}

function toSet(frames: Captured[]): BracketSet {
  const byExposure = [...frames].sort(
    (a, b) => a.capture.exposureStops - b.capture.exposureStops || a.id.localeCompare(b.id),
  );
  const middle = byExposure[Math.floor((byExposure.length - 1) / 2)] as Captured;
  return { frameIds: frames.map((frame) => frame.id), middleFrameId: middle.id };
}

export function groupBrackets(
  frames: readonly GroupableFrame[],
  rules: BracketRules = bracketRules,
): BracketSet[] {
  const captured = frames.filter((frame): frame is Captured => frame.capture !== null).sort(byCapture);
  const runs: Captured[][] = [];
  for (const frame of captured) {
    const run = runs.at(-1);
    if (run && joins(run, frame, rules)) run.push(frame);
    else runs.push([frame]);
  }
  const sets = runs
    .flatMap((run) => balancedChunks(run, rules.maxFrames))
    .sort(
      (a, b) =>
        (a[0] as Captured).capture.takenAtMs - (b[0] as Captured).capture.takenAtMs ||
        (a[0] as Captured).id.localeCompare((b[0] as Captured).id),
    )
    .map(toSet);
  const withoutExif = frames
    .filter((frame) => frame.capture === null)
    .map((frame) => frame.id)
    .sort()
    .map((id) => ({ frameIds: [id], middleFrameId: id }));
  return [...sets, ...withoutExif];
}
