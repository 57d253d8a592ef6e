// The SQL half of keyset pagination (the cursor codec is `@photoedit/contracts` pagination): the page key read
// from the row as exact text, and the tuple comparison that the (timestamp DESC, id DESC) indexes serve.
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  type KeysetPosition,
  validationMessageKeys,
} from '@photoedit/contracts';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { AppError } from '../errors';

/** A timestamptz column as UTC text with microseconds, so the cursor keeps every digit PostgreSQL stores. */
export const keysetAt = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(timestamp, id) < (cursor)`: the rows after the cursor in `ORDER BY timestamp DESC, id DESC`. */
export const keysetBefore = (atColumn: string, idColumn: string, after: KeysetPosition) =>
  sql<boolean>`(${sql.ref(atColumn)}, ${sql.ref(idColumn)}) < (${after.at}::timestamptz, ${after.id}::uuid)`;

/**
 * One page of `query` in `ORDER BY at DESC, id DESC`, after `page.after`, fetching one extra row so that
 * `nextKeysetCursor` can tell whether another page follows. Each row carries its exact `keyset_at`.
 */
export function selectKeysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: { at: string; id: string },
  page: { after?: KeysetPosition; limit: number },
) {
  const after = page.after;
  const filtered = after ? query.where(() => keysetBefore(columns.at, columns.id, after)) : query;
  return (
    filtered.select(keysetAt(columns.at).as('keyset_at')) as SelectQueryBuilder<
      DB,
      TB,
      O & { keyset_at: string }
    >
  )
    .orderBy(sql.ref(columns.at), 'desc')
    .orderBy(sql.ref(columns.id), 'desc')
    .limit(page.limit + 1)
    .execute();
}

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

/** An `ILIKE` pattern that matches `text` anywhere, its `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
