// The automatic preview of a bracket set (issue 32): exposure fusion of one scene shot at −2, 0 and +2 EV.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bracketFrame } from './bracket.fixtures';
import { fuseExposures } from './bracket-fusion';

/** Pixels with a clipped shadow (a channel at 5 or below) or highlight (a channel at 250 or above), at `width`. */
async function clippedPixels(file: Buffer, width: number) {
  const { data } = await sharp(file).resize(width).raw().toBuffer({ resolveWithObject: true });
  let shadows = 0;
  let highlights = 0;
  for (let at = 0; at < data.length; at += 3) {
    const channels = [data[at], data[at + 1], data[at + 2]] as number[];
    if (Math.min(...channels) <= 5) shadows++;
    if (Math.max(...channels) >= 250) highlights++;
  }
  return { shadows, highlights, total: shadows + highlights };
}

const frames = (width: number, height: number) =>
  Promise.all([-2, 0, 2].map((ev) => bracketFrame({ ev, takenAt: '2026:11:29 10:00:00', width, height })));

describe('fuseExposures', () => {
  it('has fewer clipped highlights and shadows than any single frame of its set', async () => {
    const set = await frames(240, 160);
    const fused = await fuseExposures(set);
    expect([fused.width, fused.height]).toEqual([240, 160]);
    const blended = await clippedPixels(fused.data, 240);
    for (const frame of set) {
      const single = await clippedPixels(frame, 240);
      expect(blended.total, JSON.stringify({ blended, single })).toBeLessThan(single.total);
    }
    // Every frame clips somewhere: the +2 EV one its highlights, the −2 EV one its shadows.
    expect((await clippedPixels(set[2] as Buffer, 240)).highlights).toBeGreaterThan(blended.highlights);
    expect((await clippedPixels(set[0] as Buffer, 240)).shadows).toBeGreaterThan(blended.shadows);
  });

  it('makes the preview at most the long edge asked for, never larger than the frames', async () => {
    const set = await frames(240, 160);
    const small = await fuseExposures(set, { longEdge: 120 });
    expect([small.width, small.height]).toEqual([120, 80]);
    const meta = await sharp(small.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 120, 80]);
    const notEnlarged = await fuseExposures(set, { longEdge: 4096 });
    expect(notEnlarged.width).toBe(240);
  });

  it('gives back a single frame as it was (the pyramids add nothing of their own)', async () => {
    const [frame] = await frames(120, 80);
    const fused = await fuseExposures([frame as Buffer]);
    const decode = async (file: Buffer) =>
      (await sharp(file).raw().toBuffer({ resolveWithObject: true })).data;
    const [a, b] = await Promise.all([decode(frame as Buffer), decode(fused.data)]);
    let difference = 0;
    for (let at = 0; at < a.length; at++) difference += Math.abs((a[at] as number) - (b[at] as number));
    expect(difference / a.length).toBeLessThan(3);
  });

  it('gives the same blend after a larger one and beside another (one workspace per thread, taken in turns)', async () => {
    const small = await frames(120, 80);
    const large = await frames(240, 160);
    const first = await fuseExposures(small);
    await fuseExposures(large);
    const again = await fuseExposures(small);
    expect(again.data.equals(first.data)).toBe(true);
    const [together, largeTogether] = await Promise.all([fuseExposures(small), fuseExposures(large)]);
    expect(together?.data.equals(first.data)).toBe(true);
    expect(largeTogether?.width).toBe(240);
  });

  it('fails for a frame it cannot decode, and the next blend is not disturbed by the others of that set', async () => {
    const small = await frames(120, 80);
    const first = await fuseExposures(small);
    const broken = Buffer.from(small[1] as Buffer).subarray(0, 200);
    await expect(fuseExposures([small[0] as Buffer, broken, small[2] as Buffer])).rejects.toThrow();
    expect((await fuseExposures(small)).data.equals(first.data)).toBe(true);
  });
});
