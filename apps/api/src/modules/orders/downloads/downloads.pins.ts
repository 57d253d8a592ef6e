// The client's instruction pins drawn on a copy of the photo, for the originals ZIP (`pins/…-pins.jpg`): a
// retoucher working from the ZIP sees where each numbered pin is. Drawn on the photo's preview (upright, at most
// 1600 px), the numbers as seven-segment strokes, so no font is needed and the same pins always make the same
// bytes (the ZIP's length and ETag are known before its first byte).
import type { PhotoPin } from '@photoedit/contracts';
import sharp from 'sharp';

/** Segments a–g of a seven-segment digit, as lines in a 1 × 2 box (x right, y down). */
const segments: Record<string, [number, number, number, number]> = {
  a: [0, 0, 1, 0],
  b: [1, 0, 1, 1],
  c: [1, 1, 1, 2],
  d: [0, 2, 1, 2],
  e: [0, 1, 0, 2],
  f: [0, 0, 0, 1],
  g: [0, 1, 1, 1],
};
const digitSegments = [
  'abcdef',
  'bc',
  'abged',
  'abgcd',
  'fgbc',
  'afgcd',
  'afgedc',
  'abc',
  'abcdefg',
  'abfgcd',
];

/** The line segments of `number`'s digits in a tile `size` wide, digits `height` tall, centred. */
function numberStrokes(number: number, centre: number, height: number) {
  const digits = String(number).split('').map(Number);
  const width = height / 2;
  const gap = height / 4;
  const total = digits.length * width + (digits.length - 1) * gap;
  return digits.flatMap((digit, index) => {
    const left = centre - total / 2 + index * (width + gap);
    const top = centre - height / 2;
    return [...(digitSegments[digit] ?? '')].map((name) => {
      const [x1, y1, x2, y2] = segments[name] as [number, number, number, number];
      return [
        left + x1 * width,
        top + (y1 * height) / 2,
        left + x2 * width,
        top + (y2 * height) / 2,
      ] as const;
    });
  });
}

const distanceToSegment = (px: number, py: number, [x1, y1, x2, y2]: readonly number[]) => {
  const [ax, ay, bx, by] = [x1 as number, y1 as number, x2 as number, y2 as number];
  const length = (bx - ax) ** 2 + (by - ay) ** 2;
  const along =
    length === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length));
  return Math.hypot(px - (ax + along * (bx - ax)), py - (ay + along * (by - ay)));
};

/**
 * One pin as an RGBA tile: a red disc with a white ring and its white number, edges smoothed by coverage. Drawn
 * pixel by pixel (sharp's SVG loader is blocked for the uploads' sake, media.render.ts).
 */
function pinTile(number: number, radius: number): { data: Buffer; size: number } {
  const size = 2 * radius + 2;
  const centre = size / 2;
  const stroke = Math.max(2, radius / 6);
  const strokes = numberStrokes(number, centre, radius);
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const fromCentre = Math.hypot(px - centre, py - centre);
      const cover = Math.min(1, Math.max(0, radius - fromCentre + 0.5));
      if (cover === 0) continue;
      const ring = fromCentre > radius - stroke;
      const inDigit = strokes.some((line) => distanceToSegment(px, py, line) <= stroke / 2);
      const white = ring || inDigit;
      const at = (y * size + x) * 4;
      data[at] = white ? 255 : 0xd9;
      data[at + 1] = white ? 255 : 0x2d;
      data[at + 2] = white ? 255 : 0x20;
      data[at + 3] = Math.round(cover * 255);
    }
  }
  return { data, size };
}

/** The preview with each pin drawn as a numbered red disc, as a JPEG. */
export async function drawPins(preview: Buffer, pins: readonly PhotoPin[]): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(preview).metadata();
  const radius = Math.max(12, Math.round(Math.min(width, height) * 0.03));
  const tiles = pins.map((pin, index) => {
    const { data, size } = pinTile(index + 1, radius);
    const left = Math.round(Math.min(Math.max(pin.x * width - size / 2, 0), width - size));
    const top = Math.round(Math.min(Math.max(pin.y * height - size / 2, 0), height - size));
    return { input: data, raw: { width: size, height: size, channels: 4 as const }, left, top };
  });
  return sharp(preview).composite(tiles).jpeg({ quality: 85 }).toBuffer();
}
