// The photo check on generated photos: a clean one, and one for each warning (too small, blurred, dark, blown
// out), plus near-duplicates found and a different photo not taken for one; and sixteen rooms of one house
// (media.rooms.testing.ts), which the 64-bit difference hash took for copies of each other.
import { looksAlike, nearDuplicates, photoFlags } from '@photoedit/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { grainedJpeg } from './media.grain.testing';
import { checkPhoto, measurePhoto } from './media.photo-check';
import { roomPhoto } from './media.rooms.testing';

/** A photo-like scene: a sky gradient, a house, a lawn, windows, and fine grain. */
async function scene(width: number, height: number, variant = 0): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4a7bd0"/><stop offset="1" stop-color="#cfe0f5"/></linearGradient></defs>
    <rect width="400" height="300" fill="url(#sky)"/>
    <rect y="210" width="400" height="90" fill="#4f8a3a"/>
    <rect x="${variant ? 40 : 120}" y="110" width="170" height="110" fill="#b9a48a"/>
    <polygon points="${variant ? '30,110 125,50 220,110' : '110,110 205,50 300,110'}" fill="#7a3b2e"/>
    <rect x="${variant ? 60 : 140}" y="140" width="30" height="30" fill="#2c3440"/>
    <rect x="${variant ? 150 : 230}" y="140" width="30" height="30" fill="#2c3440"/>
    <rect x="${variant ? 105 : 185}" y="165" width="25" height="55" fill="#5a3a22"/>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).resize(width, height).removeAlpha().raw().toBuffer();
  return grainedJpeg(base, width, height, { sigma: 18, blend: 'overlay', quality: 90 });
}

/** As the pipeline does: decoded straight to the 1600 px preview, RGBA. */
async function pixelsOf(photo: Buffer) {
  const decoded = await sharp(photo)
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: decoded.data, width: decoded.info.width, height: decoded.info.height, channels: 4 as const };
}

async function check(photo: Buffer) {
  const meta = await sharp(photo).metadata();
  const pixels = await pixelsOf(photo);
  const longEdge = Math.max(meta.width ?? 0, meta.height ?? 0);
  return { check: await checkPhoto(pixels, longEdge), measures: await measurePhoto(pixels, longEdge) };
}

describe('photo check', () => {
  it('says nothing about a clean photo', async () => {
    const { check: result, measures } = await check(await scene(3000, 2000));
    expect(result.flags, JSON.stringify(measures)).toEqual([]);
    expect(result.dhash).toMatch(/^[0-9a-f]{128}$/);
  });

  it('flags each problem: too small, blurred, dark, blown out', async () => {
    const clean = await scene(3000, 2000);
    const cases: [string, Buffer, string][] = [
      ['tooSmall', await scene(1200, 800), 'tooSmall'],
      ['blurry', await sharp(clean).blur(12).jpeg().toBuffer(), 'blurry'],
      ['dark', await sharp(clean).linear(0.22, 0).jpeg().toBuffer(), 'dark'],
      ['overexposed', await sharp(clean).linear(1.6, 120).jpeg().toBuffer(), 'overexposed'],
    ];
    for (const [name, photo, flag] of cases) {
      const { check: result, measures } = await check(photo);
      expect(result.flags, `${name}: ${JSON.stringify(measures)}`).toEqual([flag]);
    }
  });

  it('gives near-duplicates close hashes and a different photo a distant one', async () => {
    const photo = await scene(3000, 2000);
    const again = await sharp(photo)
      .modulate({ brightness: 1.06 })
      .resize(2400)
      .jpeg({ quality: 70 })
      .toBuffer();
    const other = await scene(3000, 2000, 1);
    const [a, b, c] = await Promise.all([check(photo), check(again), check(other)]);
    expect(looksAlike(a.check.dhash, b.check.dhash)).toBe(true);
    expect(looksAlike(a.check.dhash, c.check.dhash)).toBe(false);
  });
});

/** The 64-bit difference hash of the photo check until now (9 × 8 greyscale), to show what it did with rooms. */
async function formerHash(photo: Buffer): Promise<bigint> {
  const small = await sharp(photo).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y += 1)
    for (let x = 0; x < 8; x += 1)
      bits = (bits << 1n) | ((small[y * 9 + x] as number) > (small[y * 9 + x + 1] as number) ? 1n : 0n);
  return bits;
}
const formerDistance = (a: bigint, b: bigint) => [...(a ^ b).toString(2)].filter((bit) => bit === '1').length;

/** Sixteen photos made, checked and copied, or one 12-megapixel blur: tens of seconds on a busy 2-core machine. */
const generous = 180_000;

describe('photo check of a listing: sixteen rooms of one house', () => {
  it(
    'takes no room for a copy of another, nor for blurred, and still finds real copies',
    async () => {
      const rooms = await Promise.all(Array.from({ length: 16 }, (_, room) => roomPhoto(room + 1)));
      const checked = [];
      for (const room of rooms) checked.push(await check(room));

      // What the shoot did to the former rule (64 bits, 6 apart at most): most rooms had a "copy".
      const former = await Promise.all(rooms.map(formerHash));
      const formerlyFlagged = new Set<number>();
      for (let a = 0; a < rooms.length; a += 1)
        for (let b = a + 1; b < rooms.length; b += 1)
          if (formerDistance(former[a] as bigint, former[b] as bigint) <= 6) formerlyFlagged.add(a).add(b);
      expect(formerlyFlagged.size).toBeGreaterThanOrEqual(12);

      const duplicates = nearDuplicates(
        checked.map(({ check: result }, room) => ({ id: `${room + 1}`, dhash: result.dhash })),
      );
      expect(Object.fromEntries(duplicates)).toEqual({});
      for (const [room, { check: result, measures }] of checked.entries())
        expect(result.flags, `room ${room + 1}: ${JSON.stringify(measures)}`).toEqual([]);

      // A byte copy, a resaved, a resized, a brightened and a WebP copy of a room are still copies.
      const original = rooms[4] as Buffer;
      const copies = [
        Buffer.from(original),
        await sharp(original).jpeg({ quality: 70 }).toBuffer(),
        await sharp(original).resize(1200).jpeg({ quality: 80 }).toBuffer(),
        await sharp(original).modulate({ brightness: 1.06 }).resize(1800).jpeg({ quality: 70 }).toBuffer(),
        await sharp(original).webp({ quality: 75 }).toBuffer(),
      ];
      for (const [index, copy] of copies.entries()) {
        const { check: result } = await check(copy);
        expect(looksAlike((checked[4]?.check.dhash ?? '') as string, result.dhash), `copy ${index}`).toBe(
          true,
        );
      }
    },
    generous,
  );

  it(
    'finds a room blurred with a 25 px Gaussian, however flat its light',
    async () => {
      const room = await roomPhoto(3, 4000, 3000);
      const sharpRoom = await measurePhoto(await pixelsOf(room), 4000);
      expect(photoFlags(sharpRoom)).toEqual([]);
      const blurred = await sharp(room).blur(25).jpeg({ quality: 90 }).toBuffer();
      const { check: result, measures } = await check(blurred);
      expect(result.flags, JSON.stringify(measures)).toEqual(['blurry']);
    },
    generous,
  );
});
