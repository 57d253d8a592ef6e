// Reading a frame's capture from its EXIF (issue 32), on JPEGs whose EXIF sharp wrote as a camera would.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bracketFrame, captureOfFile } from './bracket.fixtures';
import { frameCaptureOf } from './bracket-capture';

describe('frameCaptureOf', () => {
  it('reads the camera, the capture time to the sub-second and the light in stops', async () => {
    const capture = await captureOfFile(
      await bracketFrame({ ev: 0, takenAt: '2026:11:29 10:00:01', subSec: '25', serial: '4711' }),
    );
    expect(capture).toEqual({
      camera: 'Sony|ILCE-7M3|4711',
      takenAtMs: Date.UTC(2026, 10, 29, 10, 0, 1, 250),
      exposureStops: expect.closeTo(Math.log2(1 / 60 / 64), 3),
      width: 96,
      height: 64,
    });
  });

  it('tells exposures two stops apart from the exposure time, whatever the bias says', async () => {
    const stops = await Promise.all(
      [-2, 0, 2].map(
        async (ev) =>
          (await captureOfFile(await bracketFrame({ ev, takenAt: '2026:11:29 10:00:01' })))?.exposureStops,
      ),
    );
    expect((stops[1] ?? 0) - (stops[0] ?? 0)).toBeCloseTo(2, 3);
    expect((stops[2] ?? 0) - (stops[1] ?? 0)).toBeCloseTo(2, 3);
  });

  it('falls back on the exposure bias without time, aperture and ISO', async () => {
    const capture = await captureOfFile(
      await bracketFrame({ ev: -1.7, takenAt: '2026:11:29 10:00:01', biasOnly: true }),
    );
    expect(capture?.exposureStops).toBeCloseTo(-1.7, 3);
  });

  it('gives nothing (a photo on its own) without EXIF, with corrupt EXIF, or without camera, time or exposure', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    expect(await captureOfFile(plain)).toBeNull();
    const size = { width: 8, height: 8 };
    expect(frameCaptureOf(undefined, size)).toBeNull();
    expect(frameCaptureOf(Buffer.from('Exif\0\0garbage that is not a TIFF structure'), size)).toBeNull();
    expect(frameCaptureOf(Buffer.from('Exif\0\0II*\0\xff\xff\xff\x7f', 'latin1'), size)).toBeNull();
    const noTime = await sharp(plain)
      .withExif({ IFD0: { Make: 'Sony', Model: 'A7' } })
      .toBuffer();
    expect(await captureOfFile(noTime)).toBeNull();
    const noExposure = await sharp(plain)
      .withExif({ IFD0: { Make: 'Sony' }, IFD2: { DateTimeOriginal: '2026:11:29 10:00:01' } })
      .toBuffer();
    expect(await captureOfFile(noExposure)).toBeNull();
  });
});
