import { describe, expect, it } from 'vitest';
import {
  editedFileName,
  listingFileName,
  originalFileName,
  paddedPhotoNumber,
  safeStem,
  uniqueNames,
} from './downloads.names';

describe('download names', () => {
  it('follow {order}-{photo}-{original name}-edited.{ext}, with the extension of what the bytes are', () => {
    expect(editedFileName(10042, { number: 3, count: 40 }, 'Kitchen West.HEIC.jpg', 'png')).toBe(
      '10042-03-Kitchen West.HEIC-edited.png',
    );
    expect(listingFileName(10042, { number: 3, count: 40 }, 'kitchen.png')).toBe(
      '10042-03-kitchen-listing.jpg',
    );
    expect(originalFileName(2, 'DSC_0001.JPG', 'jpeg')).toBe('DSC_0001.jpg');
  });

  it('never carry a path, a reserved or control character, or a leading dot', () => {
    expect(safeStem('../../etc/passwd', 'x')).toBe('_.._etc_passwd');
    expect(safeStem('a\\b:c*d?"e<f>|g\u0000h.jpg', 'x')).toBe('a_b_c_d__e_f__g_h');
    expect(safeStem('...hidden', 'x')).toBe('hidden');
    expect(safeStem('  ', 'photo-4')).toBe('photo-4');
    expect(safeStem(null, 'photo-4')).toBe('photo-4');
    expect(safeStem('x'.repeat(300), 'y')).toHaveLength(100);
    expect(originalFileName(5, null, 'webp')).toBe('photo-5.webp');
  });

  it('drop bidirectional controls, so a name cannot pretend to end in another extension', () => {
    expect(originalFileName(1, 'invoice\u202Egpj.exe.jpg', 'jpeg')).toBe('invoicegpj.exe.jpg');
    for (const control of [
      '\u061c',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u2066',
      '\u2069',
    ]) {
      expect(editedFileName(7, { number: 2, count: 2 }, `kit${control}chen.jpg`, 'jpeg')).toBe(
        '7-02-kitchen-edited.jpg',
      );
    }
    expect(originalFileName(1, 'c1\u0085line.png', 'png')).toBe('c1_line.png');
  });

  it('carry the photo number zero-padded, so a listing sorts in its sequence', () => {
    expect(paddedPhotoNumber(1, 1)).toBe('01');
    expect(paddedPhotoNumber(7, 40)).toBe('07');
    expect(paddedPhotoNumber(40, 40)).toBe('40');
    expect(paddedPhotoNumber(7, 150)).toBe('007');
    const names = Array.from({ length: 12 }, (_, n) =>
      editedFileName(10001, { number: n + 1, count: 12 }, 'a', 'jpeg'),
    );
    expect([...names].sort()).toEqual(names);
  });

  it('are made unique within a ZIP, case-insensitively', () => {
    expect(uniqueNames(['a.jpg', 'A.jpg', 'a.jpg', 'b'])).toEqual(['a.jpg', 'A (2).jpg', 'a (3).jpg', 'b']);
  });
});
