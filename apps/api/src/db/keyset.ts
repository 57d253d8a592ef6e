// The SQL half of keyset pagination (the cursor codec is `@photoedit/contracts` pagination): the page key read
// from the row as exact text, and the tuple comparison that the (timestamp DESC, id DESC) indexes serve.
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  type KeysetPosition,
  validationMessageKeys,
} from '@photoedit/contracts';
import { type RawBuilder, sql } from 'kysely';
import { AppError } from '../errors';

/** A timestamptz column as UTC text with microseconds, so the cursor keeps every digit PostgreSQL stores. */
export const keysetAt = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(timestamp, id) < (cursor)`: the rows after the cursor in `ORDER BY timestamp DESC, id DESC`. */
export const keysetBefore = (atColumn: string, idColumn: string, after: KeysetPosition) =>
  sql<boolean>`(${sql.ref(atColumn)}, ${sql.ref(idColumn)}) < (${after.at}::timestamptz, ${after.id}::uuid)`;

/** The `nextCursor` of a page fetched with one extra row (`limit + 1`), or null on the last page. */
export function nextKeysetCursor(
  rows: readonly { keyset_at: string; id: string }[],
  limit: number,
): string | null {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return last ? encodeKeysetCursor({ at: last.keyset_at, id: last.id }) : null;
}

/** The position of a cursor (the input schema `KeysetCursor` refuses bad ones first; this is the backstop). */
export function keysetPosition(cursor: string | undefined): KeysetPosition | undefined {
  if (cursor === undefined) return undefined;
  const position = decodeKeysetCursor(cursor);
  if (!position) {
    throw new AppError('BAD_INPUT', undefined, {
      issues: [{ path: ['cursor'], message: validationMessageKeys.cursorInvalid }],
    });
  }
  return position;
}
