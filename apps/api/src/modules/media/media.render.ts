// The image work of one upload: checks it (format from the bytes, pixel and frame limits, damage) and renders its
// variants with sharp, decoding it once. Runs in the media render worker (media.render-worker.ts), so the large
// pixel buffers it allocates stay out of the API thread's heap.
import { open } from 'node:fs/promises';
import type { LookMeasures, MediaFormat, PhotoCheck } from '@photoedit/contracts';
import { mediaErrorKeys } from '@photoedit/contracts';
import sharp, { type Metadata } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { AppError } from '../../errors';
import { type FrameCapture, frameCaptureOf } from './brackets/bracket-capture';
import { measureLook } from './media.look';
import { checkPhoto } from './media.photo-check';
import { sniffBytes, sniffFormat } from './media.sniff';

// Only the four accepted decoders may run, whatever the bytes claim to be (no SVG, TIFF, PDF, HEIF, ...).
// This is process-wide (libvips' state, shared by every thread), which is what we want in the API process.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({
  operation: ['VipsForeignLoadJpeg', 'VipsForeignLoadPng', 'VipsForeignLoadWebp', 'VipsForeignLoadNsgif'],
});
// libvips' operation cache keeps decoded images around; every upload is new, so it only costs memory.
sharp.cache(false);
// One libvips thread per image (the default is one per CPU where jemalloc is present): parallelism comes from
// the bounded queue (media.processing.ts), so CPU and memory use are set by MEDIA_PROCESSING_CONCURRENCY alone.
sharp.concurrency(1);

export interface ProcessingLimits {
  /** Largest total pixel count (width × height × frames). */
  maxPixels: number;
  /** Most frames of an animated image. */
  maxFrames: number;
  /** Longest time one image may take to render, in seconds. */
  timeoutSeconds: number;
  /** Images processed at once; the rest queue. */
  concurrency: number;
  /** Longest side of each variant. */
  thumbnailSize: number;
  previewSize: number;
}

export const defaultProcessingLimits: ProcessingLimits = {
  maxPixels: 100_000_000,
  maxFrames: 300,
  timeoutSeconds: 30,
  concurrency: 2,
  thumbnailSize: 400,
  previewSize: 1600,
};

export interface RenderedVariant {
  format: MediaFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  format: MediaFormat;
  /** Upright size of the original (after EXIF orientation), of one frame. */
  width: number;
  height: number;
  frames: number;
  placeholder: string;
  /** The pre-payment photo check (warnings and near-duplicate hash), from the first frame. */
  check: PhotoCheck;
  /** What bracket grouping reads of the EXIF (issue 32); null without usable EXIF. */
  capture: FrameCapture | null;
  /** The look of the first frame, for the listing consistency check (media.look.ts). */
  look: LookMeasures;
  thumbnail: RenderedVariant;
  preview: RenderedVariant;
}

const refuse = {
  unsupported: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', mediaErrorKeys.unsupportedFormat, {
      message: 'Unsupported format: upload a JPEG, PNG, WEBP or GIF image.',
    }),
  pixels: () =>
    new AppError('PAYLOAD_TOO_LARGE', mediaErrorKeys.tooManyPixels, {
      message: 'The image is too large in pixels.',
    }),
  frames: () =>
    new AppError('PAYLOAD_TOO_LARGE', mediaErrorKeys.tooManyFrames, {
      message: 'The animation has too many frames.',
    }),
  damaged: (cause?: unknown) =>
    new AppError('BAD_INPUT', mediaErrorKeys.damaged, {
      message: 'The file is damaged or not a complete image.',
      cause,
    }),
  empty: () => new AppError('BAD_INPUT', mediaErrorKeys.empty, { message: 'The file is empty.' }),
  timeout: (cause?: unknown) =>
    new AppError('PAYLOAD_TOO_LARGE', mediaErrorKeys.processingTimeout, {
      message: 'The image took too long to process.',
      cause,
    }),
};

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(sniffBytes);
    const { bytesRead } = await handle.read(head, 0, sniffBytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const orientationSwapsSides = (orientation: number | undefined) =>
  orientation !== undefined && orientation >= 5 && orientation <= 8;

/** Fits (width, height) inside a square of `size`, never enlarging. */
function fitInside(width: number, height: number, size: number) {
  const scale = Math.min(1, size / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

async function inspect(path: string, byteSize: number, limits: ProcessingLimits) {
  if (byteSize === 0) throw refuse.empty();
  const sniffed = sniffFormat(await readHead(path));
  if (!sniffed) throw refuse.unsupported();
  let metadata: Metadata;
  try {
    // Reads the header only: cheap, and tells the size before any pixel is decoded.
    metadata = await sharp(path, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch (error) {
    throw refuse.damaged(error);
  }
  // The decoder that recognised the bytes must agree with the magic number.
  if (metadata.format !== sniffed) throw refuse.unsupported();
  const width = metadata.width;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  const frames = metadata.pages ?? 1;
  if (!width || !frameHeight) throw refuse.damaged();
  if (frames > limits.maxFrames) throw refuse.frames();
  if (width * frameHeight * frames > limits.maxPixels) throw refuse.pixels();
  return {
    format: sniffed,
    width,
    frameHeight,
    frames,
    orientation: metadata.orientation,
    delay: metadata.delay,
    exif: metadata.exif,
  };
}

/** Checks and renders the upload at `path`: refusals are AppErrors. */
export async function renderUpload(
  path: string,
  byteSize: number,
  limits: ProcessingLimits,
): Promise<ProcessedImage> {
  const info = await inspect(path, byteSize, limits);
  const animated = info.frames > 1;
  const upright = orientationSwapsSides(info.orientation)
    ? { width: info.frameHeight, height: info.width }
    : { width: info.width, height: info.frameHeight };
  const previewBox = fitInside(upright.width, upright.height, limits.previewSize);
  const thumbBox = fitInside(upright.width, upright.height, limits.thumbnailSize);

  try {
    // Decode once, straight to the preview size (JPEG and WebP shrink on load), upright, as raw pixels; every
    // variant and the placeholder are made from these pixels. Nothing of the original's metadata survives.
    const decoded = await sharp(path, {
      animated,
      limitInputPixels: limits.maxPixels,
      failOn: 'error',
      sequentialRead: true,
    })
      .timeout({ seconds: limits.timeoutSeconds })
      .autoOrient()
      .resize(previewBox.width, previewBox.height, { fit: 'fill' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });

    const pageHeight = animated ? previewBox.height : decoded.info.height;
    const raw = {
      width: decoded.info.width,
      height: decoded.info.height,
      channels: 4 as const,
      ...(animated ? { pageHeight } : {}),
    };
    const fromPixels = () =>
      sharp(decoded.data, { raw, animated }).timeout({ seconds: limits.timeoutSeconds });
    const webp = {
      quality: 82,
      effort: 4,
      ...(animated ? { loop: 0, ...(info.delay ? { delay: info.delay } : {}) } : {}),
    };

    // One after the other: one libuv thread per image, leaving the rest of the pool to file I/O.
    const previewData = await fromPixels().webp(webp).toBuffer();
    // The thumbnail's pixels once: encoded as the thumbnail, and measured for the listing consistency check.
    const thumbnailPixels = await fromPixels()
      .resize(thumbBox.width, thumbBox.height, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(thumbnailPixels.data, {
      raw: {
        width: thumbnailPixels.info.width,
        height: thumbnailPixels.info.height,
        channels: 4,
        ...(animated ? { pageHeight: thumbBox.height } : {}),
      },
      animated,
    })
      .timeout({ seconds: limits.timeoutSeconds })
      .webp(webp)
      .toBuffer({ resolveWithObject: true });
    // ThumbHash wants ≤ 100×100 RGBA: the first frame, shrunk.
    const small = await sharp(decoded.data, { raw: { width: raw.width, height: pageHeight, channels: 4 } })
      .resize(100, 100, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const placeholder = Buffer.from(
      rgbaToThumbHash(small.info.width, small.info.height, small.data),
    ).toString('base64');
    const firstFrame = {
      data: decoded.data.subarray(0, raw.width * pageHeight * 4),
      width: raw.width,
      height: pageHeight,
      channels: 4 as const,
    };
    const check = await checkPhoto(firstFrame, Math.max(upright.width, upright.height));
    const look = measureLook({
      data: thumbnailPixels.data.subarray(0, thumbBox.width * thumbBox.height * 4),
      width: thumbBox.width,
      height: thumbBox.height,
      channels: 4,
    });

    return {
      format: info.format,
      width: upright.width,
      height: upright.height,
      frames: info.frames,
      placeholder,
      check,
      capture: animated ? null : frameCaptureOf(info.exif, upright),
      look,
      preview: { format: 'webp', width: previewBox.width, height: previewBox.height, data: previewData },
      thumbnail: {
        format: 'webp',
        width: thumbnail.info.width,
        height: animated ? thumbBox.height : thumbnail.info.height,
        data: thumbnail.data,
      },
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/timeout/i.test(message)) throw refuse.timeout(error);
    if (/pixel limit/i.test(message)) throw refuse.pixels();
    throw refuse.damaged(error);
  }
}
