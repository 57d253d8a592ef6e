import { describe, expect, it } from 'vitest';
import { hashDistance, nearDuplicates, photoCheckRules, photoFlags } from './photo-check';

const clean = { longEdge: 4000, blur: 0.3, meanLuminance: 120, darkShare: 0.05, blownShare: 0.01 };

describe('photo check', () => {
  it('flags each problem on its own and nothing on a clean photo', () => {
    expect(photoFlags(clean)).toEqual([]);
    expect(photoFlags({ ...clean, longEdge: photoCheckRules.minLongEdge - 1 })).toEqual(['tooSmall']);
    expect(photoFlags({ ...clean, blur: 0.6 })).toEqual(['blurry']);
    expect(photoFlags({ ...clean, meanLuminance: 20 })).toEqual(['dark']);
    expect(photoFlags({ ...clean, darkShare: 0.8 })).toEqual(['dark']);
    expect(photoFlags({ ...clean, blownShare: 0.5 })).toEqual(['overexposed']);
  });

  it('finds near-duplicates by hash distance, both ways, and only within the limit', () => {
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hashDistance('00000000000000ff', '0000000000000000')).toBe(8);
    expect(hashDistance('00', '0000000000000000')).toBe(Number.POSITIVE_INFINITY);
    const long = (tail: string) => `${'0f'.repeat(60)}${tail}`;
    const pairs = nearDuplicates([
      { id: 'a', dhash: long('00000000') },
      // 24 bits of 512 apart: still alike; 25: not.
      { id: 'b', dhash: long('00ffffff') },
      { id: 'c', dhash: long('01ffffff') },
      { id: 'd', dhash: null },
      // A stored 64-bit hash is compared with its own kind only (3 bits of 64 at most).
      { id: 'e', dhash: '0f0f0f0f0f0f0f0f' },
      { id: 'f', dhash: '0f0f0f0f0f0f0f08' },
      { id: 'g', dhash: '0f0f0f0f0f0f0f00' },
    ]);
    expect(Object.fromEntries(pairs)).toEqual({
      a: ['b'],
      b: ['a', 'c'],
      c: ['b'],
      e: ['f'],
      f: ['e', 'g'],
      g: ['f'],
    });
  });
});
