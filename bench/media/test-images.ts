// The benchmark's test photos: 24-megapixel JPEGs that compress like real photos, generated once and cached in
// the temp directory (generation takes longer than the benchmark).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { grainedJpeg } from '../../apps/api/src/modules/media/media.grain.testing';

export const width = 6000;
export const height = 4000;
const typicalCount = 6;
const cacheDir = join(tmpdir(), 'photoedit-bench-media-v1');

/** A photo-like 24 MP JPEG: a smooth random field with film grain (grain strength sets the file size). */
async function masterJpeg(grainSigma: number, quality: number): Promise<Buffer> {
  const small = await sharp({
    create: {
      width: 60,
      height: 40,
      channels: 3,
      background: { r: 100, g: 120, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const base = await sharp(small).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  return grainedJpeg(base, width, height, { sigma: grainSigma, blend: 'soft-light', quality });
}

async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const path = join(cacheDir, name);
  if (existsSync(path)) return readFile(path);
  const data = await make();
  await writeFile(path, data);
  return data;
}

/** Six typical photos (~2.2 MiB each) and one large one (~9.5 MiB, for the burst). */
export async function testImages() {
  await mkdir(cacheDir, { recursive: true });
  process.stdout.write('generating 24 MP test images (cached in the temp directory)...\n');
  const master = await cached('typical-master.jpg', () => masterJpeg(6, 88));
  const typical: Buffer[] = [];
  for (let index = 0; index < typicalCount; index++) {
    typical.push(
      await cached(`typical-${index}.jpg`, () =>
        sharp(master)
          .modulate({ hue: index * 50, brightness: 0.9 + index * 0.04 })
          .flop(index % 2 === 1)
          .jpeg({ quality: 88 })
          .toBuffer(),
      ),
    );
  }
  const big = await cached('big.jpg', () => masterJpeg(34, 91));
  return { typical, big };
}
