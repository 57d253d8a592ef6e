// Keyset pagination cursors, one codec for every list that pages by (timestamp, id). A cursor is opaque to callers:
// base64url of `[timestamp, id]`, where the timestamp is the row's own value as UTC text with microseconds (as
// PostgreSQL stores it, so no row is skipped for a lost digit) and the id is the unique tie-breaker. The schema
// refuses anything else, so a crafted cursor is a 400 at the input and never reaches SQL.
import { z } from 'zod';
import { validationMessageKeys } from './auth';
import { parseJson } from './json';

export interface KeysetPosition {
  /** UTC with microseconds: `2026-11-24T16:00:00.123456Z`. */
  at: string;
  id: string;
}

const timestampPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar time between the years 2000 and 9999 (what PostgreSQL and our rows can hold). */
function isExactTimestamp(text: string): boolean {
  const parts = timestampPattern.exec(text);
  if (!parts) return false;
  const [, year, month, day, hour, minute, second] = parts.map(Number) as number[];
  if (year === undefined || year < 2000) return false;
  const date = new Date(Date.UTC(year, (month ?? 0) - 1, day ?? 0, hour ?? 0, minute ?? 0, second ?? 0));
  // Date.UTC rolls 2026-02-30 over into March: a round trip tells a real date from a rolled one.
  return date.toISOString().slice(0, 19) === text.slice(0, 19);
}

// Global in browsers and Node ≥ 16; contracts compile without the DOM and Node type libraries.
declare function btoa(data: string): string;
declare function atob(data: string): string;

// Cursors hold ASCII only (a timestamp and a uuid), so base64 of the characters is base64 of the bytes.
const toBase64Url = (ascii: string) => btoa(ascii).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(cursor: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    const text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    return /^[\x20-\x7e]*$/.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

export function encodeKeysetCursor(position: KeysetPosition): string {
  return toBase64Url(JSON.stringify([position.at, position.id]));
}

/** The position a cursor stands for, or undefined when it is not one this codec made. */
export function decodeKeysetCursor(cursor: string): KeysetPosition | undefined {
  const json = fromBase64Url(cursor);
  if (json === undefined) return undefined;
  const value = parseJson(json);
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [at, id] = value as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string') return undefined;
  if (!isExactTimestamp(at) || !uuidPattern.test(id)) return undefined;
  return { at, id: id.toLowerCase() };
}

/** The `cursor` input of a keyset list: a `nextCursor` this API gave out, else 400 `validation.cursorInvalid`. */
export const KeysetCursor = z
  .string()
  .max(200, { error: validationMessageKeys.cursorInvalid })
  .refine((cursor) => decodeKeysetCursor(cursor) !== undefined, {
    error: validationMessageKeys.cursorInvalid,
  });

/** The paging fields of a keyset list's input: how many rows per page, and the `nextCursor` of the page before. */
export const keysetPageInput = (pageSize: { readonly default: number; readonly max: number }) => ({
  limit: z.number().int().min(1).max(pageSize.max).default(pageSize.default),
  cursor: KeysetCursor.optional(),
});

/** One page of a keyset list: its items, and the cursor to ask again with while more follow (else null). */
export const keysetPage = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
