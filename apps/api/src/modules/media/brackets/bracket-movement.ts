// "The camera moved between exposures" (issue 32): a bracket set is blended without alignment, so a set whose frames
// are not framed alike gives a ghosted preview and the photo check warns. Each frame is compared with the set's
// middle exposure at 64 px wide, on the edges of its grey levels (the gradient's magnitude, normalised to zero mean
// and unit spread, so the exposures compare and flat areas weigh nothing), by correlation at every shift up to
// `maxShift` pixels: when some shift matches clearly better than none, the frame moved.
import sharp from 'sharp';

export const movementRules = { width: 64, maxShift: 4, improvement: 0.15 } as const;

interface EdgeMap {
  width: number;
  height: number;
  data: Float32Array;
}

/** A frame as its file, or decoded (upright RGB, as the blend decodes it: bracket-fusion.ts). */
export type FrameImage = Buffer | DecodedFrame;

export interface DecodedFrame {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

const opened = (frame: FrameImage) =>
  Buffer.isBuffer(frame) ? sharp(frame).autoOrient() : sharp(frame.data, { raw: frame });

/** A decoded frame brought down to what the comparison needs, so the large one need not be kept. */
export async function movementSample(frame: DecodedFrame): Promise<DecodedFrame> {
  const { data, info } = await opened(frame)
    .resize(movementRules.width * 2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

async function normalisedEdges(frame: FrameImage, width: number, height?: number): Promise<EdgeMap> {
  const { data, info } = await opened(frame)
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const values = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const at = y * w + x;
      const dx =
        (data[y * w + Math.min(x + 1, w - 1)] as number) - (data[y * w + Math.max(x - 1, 0)] as number);
      const dy =
        (data[Math.min(y + 1, h - 1) * w + x] as number) - (data[Math.max(y - 1, 0) * w + x] as number);
      values[at] = Math.abs(dx) + Math.abs(dy);
    }
  }
  let mean = 0;
  for (const value of values) mean += value;
  mean /= values.length;
  let spread = 0;
  for (const value of values) spread += (value - mean) ** 2;
  spread = Math.sqrt(spread / values.length) || 1;
  for (let at = 0; at < values.length; at++) values[at] = ((values[at] as number) - mean) / spread;
  return { width: info.width, height: info.height, data: values };
}

/** Correlation of `b` shifted by (dx, dy) with `a`, over the pixels both cover. */
function correlation(a: EdgeMap, b: EdgeMap, dx: number, dy: number): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, dy); y < Math.min(a.height, a.height + dy); y++) {
    for (let x = Math.max(0, dx); x < Math.min(a.width, a.width + dx); x++) {
      sum += (a.data[y * a.width + x] as number) * (b.data[(y - dy) * b.width + (x - dx)] as number);
      count++;
    }
  }
  return count === 0 ? 0 : sum / count;
}

function moved(reference: EdgeMap, frame: EdgeMap, maxShift: number, improvement: number): boolean {
  const still = correlation(reference, frame, 0, 0);
  for (let dy = -maxShift; dy <= maxShift; dy++)
    for (let dx = -maxShift; dx <= maxShift; dx++)
      if ((dx !== 0 || dy !== 0) && correlation(reference, frame, dx, dy) > still + improvement) return true;
  return false;
}

/** Whether any frame of the set is framed differently from the middle exposure (`middle`: its index). */
export async function cameraMoved(frames: readonly FrameImage[], middle: number): Promise<boolean> {
  const reference = frames[middle];
  if (!reference || frames.length < 2) return false;
  const referenceEdges = await normalisedEdges(reference, movementRules.width);
  for (const [index, frame] of frames.entries()) {
    if (index === middle) continue;
    const edges = await normalisedEdges(frame, referenceEdges.width, referenceEdges.height);
    if (moved(referenceEdges, edges, movementRules.maxShift, movementRules.improvement)) return true;
  }
  return false;
}
