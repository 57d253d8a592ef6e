// What bracket grouping needs to know of one uploaded frame, read from its EXIF (issue 32): which camera took it,
// when (to the sub-second), how much light it let in, and its size. Anything missing or unreadable makes the
// file a photo on its own (null), never an error: EXIF is the client's data and may be corrupt or hostile.
import exifReader from 'exif-reader';

export interface FrameCapture {
  /** Make, model and body serial (where present), so two bodies of one model are told apart. */
  camera: string;
  /** Capture time in ms (the camera's wall clock read as UTC: only differences between frames matter). */
  takenAtMs: number;
  /**
   * The light the frame let in, in stops (log2 of exposure time × ISO/100 ÷ f-number²); from the exposure bias
   * when those are missing. Frames of one bracket set differ in it.
   */
  exposureStops: number;
  width: number;
  height: number;
}

type ExifTags = ReturnType<typeof exifReader>;

const text = (value: unknown) => (typeof value === 'string' ? value.replaceAll('\0', '').trim() : '');
const positive = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** "250" → 250 ms, "5" → 500 ms: SubSecTimeOriginal is the digits after the decimal point. */
function subSecondMs(value: unknown): number {
  const digits = text(value);
  if (!/^\d{1,9}$/.test(digits)) return 0;
  return Number(`0.${digits}`) * 1000;
}

function exposureStopsOf(photo: NonNullable<ExifTags['Photo']>): number | undefined {
  const time = positive(photo.ExposureTime);
  const aperture = positive(photo.FNumber);
  const iso = positive(photo.ISOSpeedRatings) ?? positive(photo.PhotographicSensitivity);
  if (time !== undefined && aperture !== undefined && iso !== undefined)
    return Math.log2((time * iso) / 100 / (aperture * aperture));
  const bias = photo.ExposureBiasValue;
  return typeof bias === 'number' && Number.isFinite(bias) && Math.abs(bias) <= 20 ? bias : undefined;
}

export function frameCaptureOf(
  exif: Buffer | undefined,
  size: { width: number; height: number },
): FrameCapture | null {
  if (!exif) return null;
  let tags: ExifTags;
  try {
    tags = exifReader(exif);
  } catch {
    return null;
  }
  const photo = tags.Photo;
  const make = text(tags.Image?.Make);
  const model = text(tags.Image?.Model);
  const taken = photo?.DateTimeOriginal;
  if (!photo || (!make && !model) || !(taken instanceof Date) || Number.isNaN(taken.getTime())) return null;
  const exposureStops = exposureStopsOf(photo);
  if (exposureStops === undefined) return null;
  return {
    camera: [make, model, text(photo.BodySerialNumber)].join('|'),
    takenAtMs: taken.getTime() + subSecondMs(photo.SubSecTimeOriginal),
    exposureStops,
    width: size.width,
    height: size.height,
  };
}
