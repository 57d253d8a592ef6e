// The SQL of bracket sets: the facts of a draft's frames, and the sets' blended previews (one row per set of
// frames, keyed by framesKey; media_id once the preview is made).
import { sql } from 'kysely';
import { rowsForIds } from '../../../db/id-list';
import type { Executor } from '../../../db/tables';

/** The ready uploads of the draft among `ids`, with what grouping reads of them. */
export const selectDraftFrames = (db: Executor, draftId: string, ids: readonly string[]) =>
  rowsForIds(ids, () =>
    db
      .selectFrom('media')
      .select(['id', 'capture', 'width', 'height'])
      .where('id', 'in', ids)
      .where('order_draft_id', '=', draftId)
      .where('status', '=', 'ready')
      .execute(),
  );

/** A row per set not seen before; answers the keys of those it added (their previews are to be made). */
export async function insertBracketPreviews(
  trx: Executor,
  sets: readonly { key: string; frames: readonly string[] }[],
): Promise<string[]> {
  if (sets.length === 0) return [];
  const unique = [...new Map(sets.map((set) => [set.key, set])).values()];
  const rows = await trx
    .insertInto('bracket_previews')
    .values(unique.map((set) => ({ frames_key: set.key, frame_ids: [...set.frames] })))
    .onConflict((conflict) => conflict.column('frames_key').doNothing())
    .returning('frames_key')
    .execute();
  return rows.map((row) => row.frames_key).sort();
}

/**
 * Previews not made yet of sets the grouping has moved on from (a set of 3 once its 4th frame arrived): their rows
 * go, so their queued jobs find nothing to do. `frames` are the grouping's files, `keys` its sets now.
 */
export const dropSupersededPreviews = (trx: Executor, frames: readonly string[], keys: readonly string[]) =>
  frames.length === 0
    ? Promise.resolve()
    : trx
        .deleteFrom('bracket_previews')
        .where('media_id', 'is', null)
        .where(sql<boolean>`frame_ids && ${sql.val(frames)}::uuid[]`)
        .$if(keys.length > 0, (query) => query.where('frames_key', 'not in', keys))
        .execute()
        .then(() => undefined);

export const selectBracketPreviews = (db: Executor, keys: readonly string[]) =>
  keys.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('bracket_previews')
        .select(['frames_key', 'media_id', 'camera_moved', 'failed'])
        .where('frames_key', 'in', keys)
        .execute();

/** The set's preview row and its frames' stored originals, in capture order; undefined when there is no row. */
export async function selectPreviewFrames(db: Executor, key: string) {
  const preview = await db
    .selectFrom('bracket_previews')
    .select(['frame_ids', 'media_id'])
    .where('frames_key', '=', key)
    .executeTakeFirst();
  if (!preview) return undefined;
  const frames = await db
    .selectFrom('media as m')
    .innerJoin('media_variants as v', (join) =>
      join.onRef('v.media_id', '=', 'm.id').on('v.quality', '=', sql.lit('original')),
    )
    .select(['m.id', 'm.order_draft_id', 'm.capture', 'm.width', 'm.height', 'v.storage_key'])
    .where('m.id', 'in', preview.frame_ids)
    .execute();
  const at = (id: string) => preview.frame_ids.indexOf(id);
  return { previewId: preview.media_id, frames: frames.sort((a, b) => at(a.id) - at(b.id)) };
}

export const recordBracketPreview = (
  db: Executor,
  key: string,
  result: { mediaId: string; cameraMoved: boolean } | { failed: true },
) =>
  db
    .updateTable('bracket_previews')
    .set(
      'failed' in result
        ? { failed: true, updated_at: sql`now()` }
        : {
            media_id: result.mediaId,
            camera_moved: result.cameraMoved,
            failed: false,
            updated_at: sql`now()`,
          },
    )
    .where('frames_key', '=', key)
    .execute();
