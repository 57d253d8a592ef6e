import { describe, expect, it } from 'vitest';
import { matchFilesToPhotos } from './match-files';

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
