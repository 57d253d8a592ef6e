// The clean-up job (media.cleanup, every 30 minutes): expired drafts that never became an order go, with
// their uploads; so do uploads nobody can reach any more. Rows go first (in a transaction that re-checks), files
// after: a crash in between leaves unreachable files, never rows pointing at missing files.
import {
  deleteDraftIfAbandoned,
  deleteMediaRows,
  selectAbandonedDrafts,
  selectOrphanMedia,
  selectStorageKeys,
} from './media.queries';
import type { MediaDeps } from './media.service';

/**
 * How long a user's own upload that nothing references is kept: long enough for a designer to upload today and
 * submit tomorrow, short enough that unsubmitted or replaced files do not pile up.
 */
export const ownedUploadRetentionHours = 7 * 24;

export interface CleanupOptions {
  orphanGraceHours?: number;
  ownedRetentionHours?: number;
  batchSize?: number;
}

/** Returns what was removed. */
export async function deleteAbandonedDrafts(
  deps: Pick<MediaDeps, 'db' | 'storage' | 'now' | 'log'>,
  options: CleanupOptions = {},
) {
  const { db, storage, log } = deps;
  const now = deps.now();
  const batchSize = options.batchSize ?? 100;
  let drafts = 0;
  let media = 0;
  let files = 0;

  const removeMedia = async (ids: string[]) => {
    if (ids.length === 0) return;
    const keys = (await selectStorageKeys(db, ids)).map((row) => row.storage_key);
    const deleted = await deleteMediaRows(db, ids);
    if (deleted.length === 0) return;
    media += deleted.length;
    await storage.delete(keys);
    files += keys.length;
  };

  for (;;) {
    const batch = await selectAbandonedDrafts(db, now, batchSize);
    if (batch.length === 0) break;
    for (const { id } of batch) {
      // Re-checked under a lock: an order may have been created from it since the select.
      const removed = await db.transaction().execute((trx) => deleteDraftIfAbandoned(trx, id, now));
      if (removed === undefined) continue;
      drafts += 1;
      // The draft is gone; its media now have no owner and are removed (unless an order holds them).
      await removeMedia(removed);
    }
    if (batch.length < batchSize) break;
  }

  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const cutoffs = {
    orphansBefore: hoursAgo(options.orphanGraceHours ?? 24),
    ownedBefore: hoursAgo(options.ownedRetentionHours ?? ownedUploadRetentionHours),
  };
  for (;;) {
    const orphans = await selectOrphanMedia(db, cutoffs, batchSize);
    if (orphans.length === 0) break;
    const before = media;
    await removeMedia(orphans.map((row) => row.id));
    if (orphans.length < batchSize || media === before) break;
  }
  if (drafts + media > 0) log.info({ drafts, media, files }, 'media: removed abandoned drafts and orphans');
  return { drafts, media, files };
}
