// Test fixtures generated with sharp at run time (no binaries in the repository).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like image: a gradient with noise, so encoders can't shrink it to nothing. */
export function photo(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
}

export const jpeg = (width = 640, height = 480, quality = 85) =>
  photo(width, height).jpeg({ quality }).toBuffer();
export const png = (width = 640, height = 480) => photo(width, height).png().toBuffer();
export const webp = (width = 640, height = 480) => photo(width, height).webp().toBuffer();
export const gif = (width = 64, height = 48) => photo(width, height).gif().toBuffer();
export const tiff = (width = 64, height = 48) => photo(width, height).tiff().toBuffer();

/** An animated GIF of `frames` frames of width × height (frames stacked vertically, then split by pageHeight). */
export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  // Each frame its own colour, so the GIF encoder can't merge frames.
  const frameBytes = width * height * 3;
  const stack = Buffer.alloc(frameBytes * frames);
  for (let frame = 0; frame < frames; frame++) {
    const colour = [(frame * 37) % 256, (frame * 91 + 50) % 256, (frame * 13 + 100) % 256];
    for (let i = 0; i < frameBytes; i += 3) {
      stack[frame * frameBytes + i] = colour[0] ?? 0;
      stack[frame * frameBytes + i + 1] = colour[1] ?? 0;
      stack[frame * frameBytes + i + 2] = colour[2] ?? 0;
    }
  }
  return sharp(stack, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: 100, loop: 0 })
    .toBuffer();
}

/**
 * A JPEG whose pixels are 'portrait' (red top half) but stored sideways: landscape pixels with EXIF
 * orientation 6 (rotate 90° clockwise to view). Upright, it is height × width.
 */
export async function exifRotatedJpeg(width = 300, height = 200): Promise<Buffer> {
  // Upright image: portrait (height wide... i.e. `height` × `width`), red top half, blue bottom half.
  const upright = await sharp({
    create: { width: height, height: width, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .composite([
      {
        input: {
          create: { width: height, height: width / 2, channels: 3, background: { r: 255, g: 0, b: 0 } },
        },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
  // Store it rotated 90° counter-clockwise, and tag it "rotate 90° clockwise to display" (orientation 6).
  return sharp(upright).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

export const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
);

/** A ZIP local-file header and a little HTML, to append to an image (a polyglot). */
export const zipTail = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('PAYLOAD-ZIP-ENTRY evil.html'),
]);
export const htmlTail = Buffer.from('<html><script>alert("polyglot")</script></html>');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 16000×16000 PNG (256 megapixels) of a few dozen KB: 1-bit grey, all zeros, deflated. Written by hand
 * because encoding 256 MP with libvips takes seconds.
 */
export function pixelBombPng(size = 16000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Math.ceil(size / 8) + 1; // filter byte + packed bits
  const pixels = deflateSync(Buffer.alloc(row * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An animated GIF of `frames` identical large frames, built by repeating the frame block of a one-frame GIF
 * (encoding many large frames with libvips takes seconds). Decoders count every frame.
 */
export async function manyFramesGif(width: number, height: number, frames: number): Promise<Buffer> {
  const single = await sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .gif({ effort: 1, dither: 0, colours: 2 })
    .toBuffer();
  // Header (6) + logical screen descriptor (7) + global colour table, then extensions and the frame.
  const packed = single[10] ?? 0;
  let offset = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  // Skip application extensions (NETSCAPE loop): 0x21 0xFF, then sub-blocks up to a 0 terminator.
  while (single[offset] === 0x21 && single[offset + 1] === 0xff) {
    offset += 2;
    while ((single[offset] ?? 0) !== 0) offset += (single[offset] ?? 0) + 1;
    offset += 1;
  }
  const head = single.subarray(0, offset);
  const frame = single.subarray(offset, single.length - 1); // without the 0x3B trailer
  return Buffer.concat([head, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}
