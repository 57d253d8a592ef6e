import { describe, expect, it } from 'vitest';
import { matchFilesToPhotos, needsCheck } from './match-files';

const file = (name: string) => ({ name });
const slots = [
  { imageId: 'a', originalFileName: 'kitchen.jpg' },
  { imageId: 'b', originalFileName: 'kitchen-2.jpg' },
  { imageId: 'c', originalFileName: 'garden.png' },
];

describe('matchFilesToPhotos', () => {
  it('matches by name, the longest name first, then fills the rest in order', () => {
    const result = matchFilesToPhotos(slots, [
      file('other.png'),
      file('Kitchen-2-edited.PNG'),
      file('kitchen_final.jpg'),
    ]);
    expect(Object.fromEntries([...result].map(([id, f]) => [id, f.name]))).toEqual({
      a: 'kitchen_final.jpg',
      b: 'Kitchen-2-edited.PNG',
      c: 'other.png',
    });
  });

  it('skips photos that already have a file and ignores extra files', () => {
    const result = matchFilesToPhotos(
      slots,
      [file('x.jpg'), file('y.jpg'), file('z.jpg')],
      new Set(['a', 'c']),
    );
    expect([...result].map(([id, f]) => [id, f.name])).toEqual([['b', 'x.jpg']]);
  });

  it('works without original names', () => {
    const result = matchFilesToPhotos(
      [
        { imageId: 'a', originalFileName: null },
        { imageId: 'b', originalFileName: null },
      ],
      [file('1.jpg')],
    );
    expect([...result].map(([id, f]) => [id, f.name])).toEqual([['a', '1.jpg']]);
  });
});

describe('needsCheck', () => {
  it('asks for a look when no file is chosen or its name is not the original’s', () => {
    expect(needsCheck('Kitchen 2.JPG', file('kitchen 2-edited.jpg'))).toBe(false);
    expect(needsCheck('kitchen-2.jpg', file('IMG_0932.png'))).toBe(true);
    expect(needsCheck('kitchen-2.jpg', undefined)).toBe(true);
    // Without the original's name there is nothing to compare.
    expect(needsCheck(null, file('IMG_0932.png'))).toBe(false);
  });
});
