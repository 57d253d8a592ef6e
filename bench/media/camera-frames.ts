// Bracketed frames that weigh what a camera's do: one exposure of the bracket fixtures' scene at 6000 × 4000 (24
// MP) with film grain, ~8 MB of JPEG, so decoding costs what it costs on a real shoot (the smooth scene alone
// compresses to ~0.2 MB and decodes in a fraction of the time).
import sharp from 'sharp';
import { bracketFrame } from '../../apps/api/src/modules/media/brackets/bracket.fixtures';

export const cameraFrameSize = { width: 6000, height: 4000 } as const;

export async function cameraFrame(ev: number, index: number, takenAt: string): Promise<Buffer> {
  const frame = await bracketFrame({ ev, takenAt, subSec: String(index * 2), ...cameraFrameSize });
  const raw = { ...cameraFrameSize, channels: 3 as const };
  const grain = await sharp({
    create: { ...raw, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .raw()
    .toBuffer();
  return sharp(frame)
    .composite([{ input: grain, raw, blend: 'soft-light' }])
    .keepExif()
    .jpeg({ quality: 93 })
    .toBuffer();
}
