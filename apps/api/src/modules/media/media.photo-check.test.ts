// The photo check on generated photos: a clean one, and one for each warning (too small, blurred, dark, blown
// out), plus near-duplicates found and a different photo not taken for one.
import { hashDistance, photoCheckRules } from '@photoedit/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { grainedJpeg } from './media.grain.testing';
import { checkPhoto, measurePhoto } from './media.photo-check';

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
async function check(photo: Buffer) {
  const meta = await sharp(photo).metadata();
  const decoded = await sharp(photo)
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = {
    data: decoded.data,
    width: decoded.info.width,
    height: decoded.info.height,
    channels: 4 as const,
  };
  const longEdge = Math.max(meta.width ?? 0, meta.height ?? 0);
  return { check: await checkPhoto(pixels, longEdge), measures: await measurePhoto(pixels, longEdge) };
}

describe('photo check', () => {
  it('says nothing about a clean photo', async () => {
    const { check: result, measures } = await check(await scene(3000, 2000));
    expect(result.flags, JSON.stringify(measures)).toEqual([]);
    expect(result.dhash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('flags each problem: too small, blurred, dark, blown out', async () => {
    const clean = await scene(3000, 2000);
    const cases: [string, Buffer, string][] = [
      ['tooSmall', await scene(1200, 800), 'tooSmall'],
      ['blurry', await sharp(clean).blur(6).jpeg().toBuffer(), 'blurry'],
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
    expect(hashDistance(a.check.dhash, b.check.dhash)).toBeLessThanOrEqual(photoCheckRules.duplicateDistance);
    expect(hashDistance(a.check.dhash, c.check.dhash)).toBeGreaterThan(photoCheckRules.duplicateDistance);
  });
});
