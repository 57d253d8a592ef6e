import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  KeysetCursor,
  keysetPage,
  keysetPageInput,
} from './pagination';

declare function btoa(data: string): string;

const id = '5b1f3c1e-2f4a-4c59-9d55-1f0a2b3c4d5e';

describe('keyset cursors', () => {
  it('round-trips a position with every microsecond', () => {
    const position = { at: '2026-11-24T16:00:00.123456Z', id };
    const cursor = encodeKeysetCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeKeysetCursor(cursor)).toEqual(position);
    expect(KeysetCursor.safeParse(cursor).success).toBe(true);
  });

  it.each([
    ['not base64', '!!!'],
    ['not JSON', btoa('nope')],
    ['milliseconds only', btoa(JSON.stringify(['2026-11-24T16:00:00.123Z', id]))],
    ['a year out of range', btoa(JSON.stringify(['-271821-04-20T00:00:00.000000Z', id]))],
    ['a day that does not exist', btoa(JSON.stringify(['2026-02-30T00:00:00.000000Z', id]))],
    ['a bad uuid', btoa(JSON.stringify(['2026-11-24T16:00:00.123456Z', '-'.repeat(36)]))],
    ['an extra field', btoa(JSON.stringify(['2026-11-24T16:00:00.123456Z', id, 1]))],
  ])('refuses %s', (_, cursor) => {
    expect(decodeKeysetCursor(cursor)).toBeUndefined();
    const result = KeysetCursor.safeParse(cursor);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.cursorInvalid');
  });
});

describe('keyset page schemas', () => {
  const input = z.object(keysetPageInput({ default: 25, max: 100 }));

  it('defaults the page size, keeps it within the maximum and takes only cursors this codec made', () => {
    expect(input.parse({})).toEqual({ limit: 25 });
    const cursor = encodeKeysetCursor({ at: '2026-11-24T16:00:00.123456Z', id });
    expect(input.parse({ limit: 100, cursor })).toEqual({ limit: 100, cursor });
    for (const limit of [0, 101, 2.5]) expect(input.safeParse({ limit }).success, String(limit)).toBe(false);
    expect(input.safeParse({ cursor: 'nope' }).success).toBe(false);
  });

  it('answers a page as its items and the next cursor, null on the last page', () => {
    const page = keysetPage(z.object({ id: z.uuid() }));
    expect(page.parse({ items: [{ id }], nextCursor: null })).toEqual({ items: [{ id }], nextCursor: null });
    expect(page.parse({ items: [], nextCursor: 'next' })).toEqual({ items: [], nextCursor: 'next' });
    expect(page.safeParse({ items: [{ id: 'x' }], nextCursor: null }).success).toBe(false);
    expect(page.safeParse({ items: [] }).success).toBe(false);
  });
});
