// Bracketed frames for tests (issue 32): one scene (a dark room with a bright window) at a given exposure, with the
// EXIF a camera writes, made by sharp at run time. The scene's light is scaled by 2^ev, so −2/0/+2 EV frames clip
// the shadows and the highlights differently, as a real bracket does.
import sharp from 'sharp';
import { type FrameCapture, frameCaptureOf } from './bracket-capture';

export interface BracketFrameOptions {
  ev: number;
  /** Capture time, "YYYY:MM:DD HH:MM:SS". */
  takenAt: string;
  /** Digits after the decimal point of the capture second. */
  subSec?: string;
  make?: string;
  model?: string;
  serial?: string;
  width?: number;
  height?: number;
  /** Write the exposure bias only (as a camera in manual mode does not). */
  biasOnly?: boolean;
  /** The camera moved: the scene sits this many pixels further right. */
  shift?: number;
}

/** A room: dark walls, a bright window, and a band of every grey from black to white across the floor. */
async function scene(width: number, height: number): Promise<Buffer> {
  const window = await sharp({
    create: {
      width: Math.round(width / 3),
      height: Math.round(height / 3),
      channels: 3,
      background: '#f0f0e8',
    },
  })
    .png()
    .toBuffer();
  const bandHeight = Math.round(height / 3);
  const band = Buffer.alloc(width * bandHeight * 3);
  for (let y = 0; y < bandHeight; y++)
    for (let x = 0; x < width; x++)
      band.fill(Math.round((x / (width - 1)) * 255), (y * width + x) * 3, (y * width + x) * 3 + 3);
  const floor = await sharp(band, { raw: { width, height: bandHeight, channels: 3 } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#202428' } })
    .composite([
      { input: window, left: Math.round(width / 3), top: Math.round(height / 8) },
      { input: floor, left: 0, top: height - bandHeight },
    ])
    .png()
    .toBuffer();
}

export async function bracketFrame(options: BracketFrameOptions): Promise<Buffer> {
  const width = options.width ?? 96;
  const height = options.height ?? 64;
  // As a rational, as cameras write it (1/240 s at −2 EV, 4/60 s at +2 EV): a decimal would be rounded.
  const light = 2 ** options.ev;
  const exposureTime = light >= 1 ? `${Math.round(light)}/60` : `1/${Math.round(60 / light)}`;
  const exif: Record<string, string> = {
    DateTimeOriginal: options.takenAt,
    SubSecTimeOriginal: options.subSec ?? '00',
    ExposureBiasValue: String(options.ev),
    ...(options.serial ? { BodySerialNumber: options.serial } : {}),
    ...(options.biasOnly ? {} : { ExposureTime: exposureTime, FNumber: '8', ISOSpeedRatings: '100' }),
  };
  let room = await scene(width, height);
  if (options.shift) {
    room = await sharp(room)
      .extend({ left: options.shift, background: '#202428' })
      .extract({ left: 0, top: 0, width, height })
      .png()
      .toBuffer();
  }
  return sharp(room)
    .linear(2 ** options.ev, 0)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: options.make ?? 'Sony', Model: options.model ?? 'ILCE-7M3' },
      IFD2: exif,
    })
    .toBuffer();
}

/** What the grouping reads of a frame, as the upload path will: sharp's metadata, then frameCaptureOf. */
export async function captureOfFile(file: Buffer): Promise<FrameCapture | null> {
  const { exif, width = 0, height = 0 } = await sharp(file).metadata();
  return frameCaptureOf(exif, { width, height });
}
