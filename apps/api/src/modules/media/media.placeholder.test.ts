// The placeholder's ThumbHash comes from thumbhash 0.1.1 with a local patch (patches/thumbhash@0.1.1.patch) that
// only moves its per-channel encoder out of a closure, so V8 stops recompiling it on every upload. The hashes
// must stay exactly those of the published library: these were computed with the unpatched 0.1.1.
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';

/** A deterministic test card: red across, green down, a diagonal blue pattern, and optionally alpha across. */
function testCard(width: number, height: number, withAlpha: boolean): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      pixels[at] = (x * 255) / (width - 1);
      pixels[at + 1] = (y * 255) / (height - 1);
      pixels[at + 2] = ((x + y) * 97) % 256;
      pixels[at + 3] = withAlpha ? (x * 255) / (width - 1) : 255;
    }
  }
  return pixels;
}

const hashOf = (width: number, height: number, withAlpha: boolean) =>
  Buffer.from(rgbaToThumbHash(width, height, testCard(width, height, withAlpha))).toString('base64');

describe('the placeholder hash (patched thumbhash)', () => {
  it('matches the published library for an opaque landscape image', () => {
    expect(hashOf(100, 67, false)).toBe('3/cJPZpwd3dwiIeHd3d4d4CACPh4');
  });

  it('matches the published library for a portrait image with alpha', () => {
    expect(hashOf(40, 90, true)).toBe('o1iGGgw3s7CHeHjCsDf7dICHd4iHeHg=');
  });

  it('gives the same hash on every call (no state kept between calls)', () => {
    const first = hashOf(64, 48, false);
    for (let call = 0; call < 20; call++) expect(hashOf(64, 48, false)).toBe(first);
  });
});
