// The photo check's "the camera moved between exposures" (issue 32), on brackets of one scene.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bracketFrame } from './bracket.fixtures';
import { cameraMoved, movementSample } from './bracket-movement';

const frames = (shifts: number[]) =>
  Promise.all(
    [-2, 0, 2].map((ev, index) =>
      bracketFrame({
        ev,
        takenAt: '2026:11:29 10:00:00',
        width: 192,
        height: 128,
        shift: shifts[index] ?? 0,
      }),
    ),
  );

describe('cameraMoved', () => {
  it('does not warn for a bracket framed alike, however different its exposures', async () => {
    expect(await cameraMoved(await frames([0, 0, 0]), 1)).toBe(false);
  });

  it('warns when one frame is framed a few pixels off', async () => {
    expect(await cameraMoved(await frames([0, 0, 8]), 1)).toBe(true);
    expect(await cameraMoved(await frames([6, 0, 0]), 1)).toBe(true);
  });

  it('answers the same from the frames as the blend decodes them (upright RGB), brought down first', async () => {
    const decoded = async (files: Buffer[]) =>
      Promise.all(
        files.map(async (file) => {
          const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
          return movementSample({ data, width: info.width, height: info.height, channels: 3 });
        }),
      );
    expect(await cameraMoved(await decoded(await frames([0, 0, 0])), 1)).toBe(false);
    expect(await cameraMoved(await decoded(await frames([0, 0, 8])), 1)).toBe(true);
  });

  it('has nothing to compare in a set of one', async () => {
    expect(await cameraMoved((await frames([0])).slice(0, 1), 0)).toBe(false);
  });
});
