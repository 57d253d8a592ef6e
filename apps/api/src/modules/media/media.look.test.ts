// The listing consistency check on generated rooms of one house: each photo measured as the upload pipeline does
// (media.look.ts, from the decoded preview) and compared with the listing (contracts' compareListingLook).
import { compareListingLook, type LookMeasures, lookRules } from '@photoedit/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { measureLook } from './media.look';
import { darker, deliveredRoom, rotated, warmer } from './media.look.fixtures';

/** The pixels renderUpload measures: the photo's thumbnail (400 px), RGBA. */
async function measure(jpeg: Buffer): Promise<LookMeasures> {
  const decoded = await sharp(jpeg)
    .resize(400, 400, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return measureLook({
    data: decoded.data,
    width: decoded.info.width,
    height: decoded.info.height,
    channels: 4,
  });
}

const rooms = Array.from({ length: 10 }, (_, index) => index + 1);
let listing: Buffer[];
let looks: LookMeasures[];

beforeAll(async () => {
  listing = await Promise.all(rooms.map((room) => deliveredRoom(room)));
  looks = await Promise.all(listing.map((photo) => measure(photo)));
}, 120_000);

const numbered = (measures: LookMeasures[]) => measures.map((look, index) => ({ number: index + 1, look }));

describe('the listing consistency check', () => {
  it('flags nothing in ten consistent photos of one house', () => {
    const report = compareListingLook(numbered(looks));
    expect(report).toEqual({ measured: 10, consistent: 10, outliers: [] });
    for (const look of looks) {
      expect(look.tilt === null || Math.abs(look.tilt) <= 0.5).toBe(true);
      expect(look.clipped).toBeLessThan(lookRules.clippedFloor);
    }
  });

  it('flags exactly the photo shifted warm and the photo made darker, with their reasons', async () => {
    const shifted = [...looks];
    shifted[3] = await measure(await warmer(listing[3] as Buffer));
    shifted[6] = await measure(await darker(listing[6] as Buffer));
    const report = compareListingLook(numbered(shifted));
    expect(report.measured).toBe(10);
    expect(report.consistent).toBe(8);
    expect(report.outliers.map((photo) => photo.number)).toEqual([4, 7]);
    expect(report.outliers[0]?.flags.map((flag) => flag.kind)).toEqual(['warmer']);
    expect(report.outliers[0]?.flags[0]?.amount).toBeGreaterThan(lookRules.castB);
    expect(report.outliers[1]?.flags.map((flag) => flag.kind)).toEqual(['darker']);
    expect(report.outliers[1]?.flags[0]?.amount).toBeGreaterThan(lookRules.lightness);
  }, 60_000);

  it('estimates the lean of a rotated photo and flags it; straight photos are not', async () => {
    for (const degrees of [-2, 2]) {
      const look = await measure(await rotated(listing[0] as Buffer, degrees));
      expect(look.tilt).not.toBeNull();
      expect(Math.abs((look.tilt as number) - degrees)).toBeLessThan(0.6);
      const report = compareListingLook(numbered([look, ...looks.slice(1)]));
      expect(report.outliers).toEqual([
        { number: 1, flags: [{ kind: 'tilted', amount: look.tilt as number }] },
      ]);
    }
  }, 60_000);

  it('compares with the client style: a neutral listing is not warm, nor bright enough for "airy"', () => {
    // The generated house is a warm beige (b* ≈ 6) at L* ≈ 70.
    expect(compareListingLook(numbered(looks), { whiteBalance: 'warm' }).outliers).toEqual([]);
    const cool = compareListingLook(numbered(looks), { whiteBalance: 'cool' });
    expect(cool.outliers).toHaveLength(10);
    expect(cool.outliers[0]?.flags[0]?.kind).toBe('notCool');
    expect(compareListingLook(numbered(looks), { brightness: 'bright' }).outliers).toEqual([]);
    const dim = looks.map((look) => ({ ...look, lightness: 50 }));
    expect(compareListingLook(numbered(dim), { brightness: 'airy' }).consistent).toBe(0);
  });

  it('compares nothing with a median below three photos, and leaves out photos without measures', () => {
    const two = compareListingLook([
      { number: 1, look: looks[0] as LookMeasures },
      { number: 2, look: { ...(looks[1] as LookMeasures), lightness: 20 } },
      { number: 3, look: null },
    ]);
    expect(two).toEqual({ measured: 2, consistent: 2, outliers: [] });
  });
});
