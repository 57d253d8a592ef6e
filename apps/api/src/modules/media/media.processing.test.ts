// The image pipeline on its own: formats, limits, damage, orientation, animation, metadata stripping.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { bracketFrame } from './brackets/bracket.fixtures';
import * as fixtures from './media.fixtures';
import { createImageProcessor, defaultProcessingLimits } from './media.processing';
import { sniffFormat } from './media.sniff';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photoedit-processing-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const processor = createImageProcessor({ ...defaultProcessingLimits, maxFrames: 50 });
let counter = 0;
async function run(bytes: Buffer) {
  const path = join(dir, `f${counter++}`);
  await writeFile(path, bytes);
  return processor.process(path, bytes.length);
}
async function refusal(bytes: Buffer): Promise<AppError> {
  const error = await run(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('sniffFormat', () => {
  it('recognises the four formats by their magic numbers only', async () => {
    expect(sniffFormat(await fixtures.jpeg(8, 8))).toBe('jpeg');
    expect(sniffFormat(await fixtures.png(8, 8))).toBe('png');
    expect(sniffFormat(await fixtures.webp(8, 8))).toBe('webp');
    expect(sniffFormat(await fixtures.gif(8, 8))).toBe('gif');
    expect(sniffFormat(await fixtures.tiff(8, 8))).toBeUndefined();
    expect(sniffFormat(fixtures.svg)).toBeUndefined();
    expect(sniffFormat(Buffer.from('hello'))).toBeUndefined();
    expect(sniffFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('image processor', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)(
    'renders a %s into WebP variants without metadata',
    async (format) => {
      // A flat image with a gradient overlay would do; noise makes the GIF encoder slow, so GIF gets a flat one.
      const base =
        format === 'gif'
          ? sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a7' } })
          : fixtures.photo(2400, 1600);
      const input = await base[format]().withMetadata().toBuffer();
      const result = await run(input);
      expect(result).toMatchObject({ format, width: 2400, height: 1600, frames: 1 });
      expect(result.preview).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
      expect(result.thumbnail).toMatchObject({ format: 'webp', width: 400, height: 267 });
      const meta = await sharp(result.thumbnail.data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 400, height: 267 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(Buffer.from(result.placeholder, 'base64').length).toBeGreaterThan(5);
    },
  );

  it('never enlarges a small image', async () => {
    const result = await run(await fixtures.png(120, 80));
    expect(result.preview).toMatchObject({ width: 120, height: 80 });
    expect(result.thumbnail).toMatchObject({ width: 120, height: 80 });
  });

  it('turns an EXIF-rotated JPEG upright', async () => {
    const input = await fixtures.exifRotatedJpeg(300, 200);
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const result = await run(input);
    // Upright it is 200 wide, 300 high, red on top.
    expect(result).toMatchObject({ width: 200, height: 300 });
    const { data, info } = await sharp(result.preview.data).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 200, height: 300 });
    const pixel = (x: number, y: number) =>
      Array.from(
        data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      );
    const [r1, , b1] = pixel(100, 20);
    const [r2, , b2] = pixel(100, 280);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
    expect((await sharp(result.preview.data).metadata()).orientation).toBeUndefined();
  });

  it('keeps an animated GIF animated', async () => {
    const result = await run(await fixtures.animatedGif(200, 100, 5));
    expect(result).toMatchObject({ format: 'gif', width: 200, height: 100, frames: 5 });
    const meta = await sharp(result.thumbnail.data, { animated: true }).metadata();
    expect(meta.pages).toBe(5);
    expect(meta.format).toBe('webp');
    expect(result.thumbnail).toMatchObject({ width: 200, height: 100 });
  });

  it('refuses a text file, an SVG and a TIFF as unsupported', async () => {
    for (const bytes of [Buffer.from('just some text, really'), fixtures.svg, await fixtures.tiff()]) {
      const error = await refusal(bytes);
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.messageKey).toBe('media:errors.unsupportedFormat');
    }
  });

  it('refuses an empty file', async () => {
    expect((await refusal(Buffer.alloc(0))).messageKey).toBe('media:errors.empty');
  });

  it('refuses a truncated JPEG and garbage behind a valid magic number as damaged', async () => {
    const full = await fixtures.jpeg(800, 600);
    const truncated = await refusal(full.subarray(0, Math.floor(full.length / 2)));
    expect(truncated.code).toBe('BAD_INPUT');
    expect(truncated.messageKey).toBe('media:errors.damaged');
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]);
    expect((await refusal(garbage)).messageKey).toBe('media:errors.damaged');
  });

  it('refuses a pixel bomb before decoding it', async () => {
    const bomb = fixtures.pixelBombPng();
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 16000,
      height: 16000,
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await refusal(bomb);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.messageKey).toBe('media:errors.tooManyPixels');
  });

  it('counts the frames of an animated GIF together against the pixel limit, and caps the frames', async () => {
    const small = createImageProcessor({ ...defaultProcessingLimits, maxPixels: 2_000_000, maxFrames: 50 });
    // 40 frames of 400×200 = 3.2 MP in all: each frame is small, together too large.
    const many = await fixtures.animatedGif(400, 200, 40);
    const path = join(dir, 'many.gif');
    await writeFile(path, many);
    await expect(small.process(path, many.length)).rejects.toMatchObject({
      messageKey: 'media:errors.tooManyPixels',
    });
    const tooManyFrames = await fixtures.animatedGif(8, 8, 60);
    expect((await refusal(tooManyFrames)).messageKey).toBe('media:errors.tooManyFrames');
  });

  it('renders variants that do not carry data appended to the image', async () => {
    for (const tail of [fixtures.zipTail, fixtures.htmlTail]) {
      const result = await run(Buffer.concat([await fixtures.jpeg(300, 200), tail]));
      for (const variant of [result.thumbnail, result.preview]) {
        expect(variant.data.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
        expect(variant.data.includes(Buffer.from('PAYLOAD'))).toBe(false);
        expect(variant.data.includes(Buffer.from('<html'))).toBe(false);
      }
    }
  });

  it('renders in the worker thread: each answer goes to its own upload, refusals keep their cause', async () => {
    const sizes = [
      [320, 200],
      [200, 320],
      [64, 48],
    ] as const;
    const results = await Promise.all(
      sizes.map(async ([width, height]) => run(await fixtures.jpeg(width, height))),
    );
    expect(results.map((result) => [result.width, result.height])).toEqual(sizes);
    for (const result of results) {
      expect(Buffer.isBuffer(result.preview.data)).toBe(true);
      expect((await sharp(result.thumbnail.data).metadata()).format).toBe('webp');
    }
    const full = await fixtures.jpeg(800, 600);
    const truncated = await refusal(full.subarray(0, Math.floor(full.length / 2)));
    expect(truncated.cause).toBeInstanceOf(Error);
    expect((truncated.cause as Error).message).not.toBe('');
  });

  it('processes at most `concurrency` images at once and queues the rest', async () => {
    const bounded = createImageProcessor({ ...defaultProcessingLimits, concurrency: 2 });
    const input = await fixtures.jpeg(1200, 800);
    const path = join(dir, 'bounded.jpg');
    await writeFile(path, input);
    const runs = Array.from({ length: 6 }, () => bounded.process(path, input.length));
    await Promise.resolve();
    expect(bounded.load()).toEqual({ active: 2, pending: 4 });
    await Promise.all(runs);
    expect(bounded.load()).toEqual({ active: 0, pending: 0 });
  });

  it('gives a blend two places of the queue: nothing runs beside it', async () => {
    const bounded = createImageProcessor({ ...defaultProcessingLimits, concurrency: 2 });
    const input = await fixtures.jpeg(1200, 800);
    const path = join(dir, 'beside-blend.jpg');
    await writeFile(path, input);
    const framePaths = await Promise.all(
      [-2, 0, 2].map(async (ev, index) => {
        const framePath = join(dir, `blend-frame-${index}.jpg`);
        await writeFile(framePath, await bracketFrame({ ev, takenAt: '2026:11:29 10:00:00' }));
        return framePath;
      }),
    );
    const blend = bounded.fuse(framePaths, 1, join(dir, 'blend.jpg'));
    const uploads = [bounded.process(path, input.length), bounded.process(path, input.length)];
    await Promise.resolve();
    expect(bounded.load()).toEqual({ active: 1, pending: 2 });
    await blend;
    await Promise.resolve();
    expect(bounded.load()).toEqual({ active: 2, pending: 0 });
    await Promise.all(uploads);
    expect(bounded.load()).toEqual({ active: 0, pending: 0 });
  });
});
