// GPS leaves every uploaded original in place: the GPS directory is emptied, XMP GPS properties blanked, and the
// file keeps its length, its pixels and its other metadata.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankGpsInXmp, removeGps } from './media.gps';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photoedit-gps-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const xmp = [
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
  '<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"',
  ' exif:GPSLatitude="52,13.0000N" exif:GPSLongitude="21,0.5000E">',
  '<exif:GPSAltitude>1200/10</exif:GPSAltitude><dc:rights>Example Studio</dc:rights>',
  '</rdf:Description></rdf:RDF></x:xmpmeta>',
].join('');

/** A photo of `format` with GPS (52° 13′ N), a copyright notice and an XMP packet carrying GPS too. */
function photoWithGps(format: 'jpeg' | 'png' | 'webp') {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 140, b: 30 } } })
    [format]()
    .withExif({
      IFD0: { Copyright: 'Copyright 2026 Example Studio' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 13/1 7/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '21/1 0/1 3/1',
      },
    })
    .withXmp(xmp)
    .toBuffer();
}

const gpsOf = (exif: Buffer | undefined) => {
  const gps = exif ? exifReader(exif).GPSInfo : undefined;
  return gps && Object.keys(gps).length > 0 ? gps : undefined;
};

describe.each(['jpeg', 'png', 'webp'] as const)('a %s original', (format) => {
  it('loses its GPS and nothing else', async () => {
    const input = await photoWithGps(format);
    const before = await sharp(input).metadata();
    expect(gpsOf(before.exif)).toMatchObject({ GPSLatitudeRef: 'N' });
    expect(before.xmp?.toString()).toContain('GPSLatitude');

    const path = join(dir, `photo.${format}`);
    await writeFile(path, input);
    await removeGps(path, format);
    const output = await readFile(path);

    expect(output.length).toBe(input.length);
    const after = await sharp(output).metadata();
    expect(gpsOf(after.exif)).toBeUndefined();
    expect(exifReader(after.exif as Buffer).Image?.Copyright).toBe('Copyright 2026 Example Studio');
    expect(after.xmp?.toString() ?? '').not.toContain('GPS');
    // PNG's XMP is compressed: a packet with GPS goes whole; elsewhere the rest of it stays.
    if (format !== 'png') expect(after.xmp?.toString()).toContain('<dc:rights>Example Studio</dc:rights>');
    // The pixels are untouched: no re-encoding.
    expect((await sharp(output).raw().toBuffer()).equals(await sharp(input).raw().toBuffer())).toBe(true);
  });
});

describe('files without GPS', () => {
  it('are left byte for byte', async () => {
    const input = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Example' } })
      .toBuffer();
    const path = join(dir, 'plain.jpg');
    await writeFile(path, input);
    await removeGps(path, 'jpeg');
    expect((await readFile(path)).equals(input)).toBe(true);
  });

  it('a truncated or garbled EXIF block is left as it is, without throwing', async () => {
    const garbled = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10]),
      Buffer.from('Exif\0\0MM\0*\xff\xff\xff\xff', 'latin1'),
      Buffer.from([0xff, 0xd9]),
    ]);
    const path = join(dir, 'garbled.jpg');
    await writeFile(path, garbled);
    await removeGps(path, 'jpeg');
    expect((await readFile(path)).equals(garbled)).toBe(true);
  });
});

describe('XMP', () => {
  it('GPS attributes and elements become spaces of the same length', () => {
    const block = Buffer.from(xmp, 'latin1');
    expect(blankGpsInXmp(block)).toBe(true);
    const text = block.toString('latin1');
    expect(text).toHaveLength(xmp.length);
    expect(text).not.toMatch(/GPS|52,13/);
    expect(text).toContain('xmlns:exif="http://ns.adobe.com/exif/1.0/"');
  });
});
