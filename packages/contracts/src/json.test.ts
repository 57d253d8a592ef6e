import { describe, expect, it } from 'vitest';
import { parseJson } from './json';

describe('parseJson', () => {
  it.each([
    ['an object', '{"a":[1,"b",null]}', { a: [1, 'b', null] }],
    ['an array', '["x",2]', ['x', 2]],
    ['a string', '"text"', 'text'],
    ['null', 'null', null],
    ['false', 'false', false],
  ])('parses %s', (_name, text, value) => {
    expect(parseJson(text)).toEqual(value);
  });

  it.each([
    ['empty text', ''],
    ['broken JSON', '{"a":'],
    ['not JSON at all', 'nope'],
    ['a trailing comma', '[1,]'],
  ])('answers undefined for %s', (_name, text) => {
    expect(parseJson(text)).toBeUndefined();
  });
});
