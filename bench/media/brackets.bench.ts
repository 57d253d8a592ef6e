// Bracket sets (issue 32; prints figures, asserts nothing):
// 1. Grouping: frames of SETS bracket sets of 5 (default 40 sets, 200 frames), in a shuffled order, grouped by
//    groupBrackets; the time for the whole grouping.
// 2. The blended preview of one set of five 24-megapixel frames (6000 × 4000 JPEGs of one scene at −2…+2 EV, with
//    grain so each weighs ~8 MB as a camera's does), as a ratio against the floor of the work measured in the same
//    run: sharp decoding the same five frames and resizing them to 2048 px. The goal is at most 1.5× that floor.
//    The same scene without grain is printed beside it. The blend runs through the media queue (render worker).
// Usage: pnpm --filter @photoedit/bench run bench:brackets   (SETS=, ROUNDS=)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { bracketFrame, captureOfFile } from '../../apps/api/src/modules/media/brackets/bracket.fixtures';
import {
  type GroupableFrame,
  groupBrackets,
} from '../../apps/api/src/modules/media/brackets/bracket-grouping';
import {
  createImageProcessor,
  defaultProcessingLimits,
} from '../../apps/api/src/modules/media/media.processing';
import { cameraFrame, cameraFrameSize } from './camera-frames';

sharp.cache(false);
const sets = Number(process.env.SETS ?? 40);
const { width, height } = cameraFrameSize;
const rounds = Number(process.env.ROUNDS ?? 3);
const evs = [-2, -1, 0, 1, 2];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// 1. Grouping 200 frames: their captures read once from small frames (the EXIF is what matters), then grouped.
const frames: GroupableFrame[] = [];
for (let set = 0; set < sets; set++) {
  const minute = String(Math.floor(set / 6)).padStart(2, '0');
  const second = String((set % 6) * 10).padStart(2, '0');
  for (const [index, ev] of evs.entries()) {
    const file = await bracketFrame({
      ev,
      takenAt: `2026:11:29 10:${minute}:${second}`,
      subSec: String(index * 3),
    });
    frames.push({ id: `set${set}-frame${index}`, capture: await captureOfFile(file) });
  }
}
const shuffled = frames
  .map((frame, index) => ({ frame, key: (index * 7919) % frames.length }))
  .sort((a, b) => a.key - b.key)
  .map(({ frame }) => frame);
const groupingTimes: number[] = [];
let grouped = 0;
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  grouped = groupBrackets(shuffled).length;
  groupingTimes.push(performance.now() - started);
}
console.log(
  `grouping ${frames.length} frames into ${grouped} sets: median ${median(groupingTimes).toFixed(1)} ms`,
);

// 2. The blended preview of one set of five large frames, as a camera writes them (~8 MB each), and beside it of
// the same scene without grain (a JPEG a twentieth the size, so decoding, the floor, costs far less).
// The blend runs as the preview job runs it: through the media queue into its render worker (and the worker's
// fusion helper), frames read from disk, the movement check included, the JPEG written.
const processor = createImageProcessor(defaultProcessingLimits);
const scratch = await mkdtemp(join(tmpdir(), 'photoedit-bench-brackets-'));

async function blendAgainstFloor(label: string, files: Buffer[]) {
  const megabytes = files.reduce((sum, file) => sum + file.length, 0) / 1048576;
  const paths = await Promise.all(
    files.map(async (file, index) => {
      const path = join(scratch, `${label.split(' ')[0]}-${index}.jpg`);
      await writeFile(path, file);
      return path;
    }),
  );
  const floorTimes: number[] = [];
  const fusionTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let started = performance.now();
    await Promise.all(
      files.map((file) => sharp(file).resize(2048, 2048, { fit: 'inside' }).raw().toBuffer()),
    );
    floorTimes.push(performance.now() - started);
    started = performance.now();
    await processor.fuse(paths, Math.floor(paths.length / 2), join(scratch, 'preview.jpg'));
    fusionTimes.push(performance.now() - started);
  }
  const floor = median(floorTimes);
  const fusion = median(fusionTimes);
  console.log(
    `${label}: ${files.length} frames of ${width} × ${height}, ${megabytes.toFixed(1)} MiB of JPEG`,
  );
  console.log(`  floor (sharp: decode and resize to 2048 px): median ${floor.toFixed(0)} ms`);
  console.log(`  blended preview: median ${fusion.toFixed(0)} ms, ${(fusion / floor).toFixed(2)}× the floor`);
}

const takenAt = '2026:11:29 10:00:00';
const camera: Buffer[] = [];
for (const [index, ev] of evs.entries()) camera.push(await cameraFrame(ev, index, takenAt));
await blendAgainstFloor('camera frames (goal ≤ 1.5×)', camera);
const smooth = await Promise.all(evs.map((ev) => bracketFrame({ ev, takenAt, width, height })));
await blendAgainstFloor('smooth frames', smooth);
console.log(`peak RSS of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
await rm(scratch, { recursive: true, force: true });
process.exit(0);
