// Uploads made through REST v1 (issue 36) belong to the key's account and to no draft until an order takes them.
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

/** Moves the owner's ready uploads that are in no draft yet into `draftId`; the ids moved. */
export async function adoptOwnUploads(
  db: Executor,
  draftId: string,
  ownerId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('media')
    .set({ order_draft_id: draftId, updated_at: sql`now()` })
    .where('id', 'in', ids)
    .where('owner_user_id', '=', ownerId)
    .where('order_draft_id', 'is', null)
    .where('status', '=', 'ready')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Gives a draft's uploads back to their owner, in no draft (an order was not made of them after all). */
export const releaseDraftUploads = (db: Executor, draftId: string, ownerId: string) =>
  db
    .updateTable('media')
    .set({ order_draft_id: null, updated_at: sql`now()` })
    .where('order_draft_id', '=', draftId)
    .where('owner_user_id', '=', ownerId)
    .execute();
