import { describe, expect, it } from 'vitest';
import { hashDistance, nearDuplicates, photoCheckRules, photoFlags } from './photo-check';

const clean = { longEdge: 4000, sharpness: 7, meanLuminance: 120, darkShare: 0.05, blownShare: 0.01 };

describe('photo check', () => {
  it('flags each problem on its own and nothing on a clean photo', () => {
    expect(photoFlags(clean)).toEqual([]);
    expect(photoFlags({ ...clean, longEdge: photoCheckRules.minLongEdge - 1 })).toEqual(['tooSmall']);
    expect(photoFlags({ ...clean, sharpness: 1 })).toEqual(['blurry']);
    expect(photoFlags({ ...clean, meanLuminance: 20 })).toEqual(['dark']);
    expect(photoFlags({ ...clean, darkShare: 0.8 })).toEqual(['dark']);
    expect(photoFlags({ ...clean, blownShare: 0.5 })).toEqual(['overexposed']);
  });

  it('finds near-duplicates by hash distance, both ways, and only within the limit', () => {
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hashDistance('00000000000000ff', '0000000000000000')).toBe(8);
    const pairs = nearDuplicates([
      { id: 'a', dhash: '0f0f0f0f0f0f0f0f' },
      { id: 'b', dhash: '0f0f0f0f0f0f0f0e' },
      { id: 'c', dhash: 'f0f0f0f0f0f0f0f0' },
      { id: 'd', dhash: null },
    ]);
    expect(Object.fromEntries(pairs)).toEqual({ a: ['b'], b: ['a'] });
  });
});
