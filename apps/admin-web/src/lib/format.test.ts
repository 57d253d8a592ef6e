import { describe, expect, it } from 'vitest';
import { minorToInput, parseMajorAmount } from './format';

describe('amounts typed by the admin', () => {
  it.each([
    ['29', 2900],
    ['29.5', 2950],
    ['29,50', 2950],
    [' 0.05 ', 5],
    ['0', 0],
  ])('%s is %i minor units', (text, minor) => {
    expect(parseMajorAmount(text)).toBe(minor);
  });

  it.each(['', '-1', '1.234', 'abc', '1e3', '12.'])('%s is refused', (text) => {
    expect(parseMajorAmount(text)).toBeNull();
  });

  it('round-trips through the form field', () => {
    expect(parseMajorAmount(minorToInput(1999))).toBe(1999);
  });
});
