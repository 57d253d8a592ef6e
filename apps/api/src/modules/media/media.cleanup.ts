// The clean-up job (media.cleanup, every 30 minutes): expired drafts that never became an order go, with
// their uploads; so do uploads nobody can reach any more. Rows go first (in a transaction that re-checks), files
// after: a crash in between leaves unreachable files, never rows pointing at missing files.

import type { MediaDeps } from './media.deps';
import {
  advanceWatermark,
  deleteDraftIfAbandoned,
  deleteMediaRows,
  selectAbandonedDrafts,
  selectOrphanMedia,
  selectStorageKeys,
  selectWatermark,
} from './media.queries';

/**
 * How long a user's own upload that nothing references is kept: long enough for a designer to upload today and
 * submit tomorrow, short enough that unsubmitted or replaced files do not pile up.
 */
export const ownedUploadRetentionHours = 7 * 24;

/**
 * Each run looks only at what came due since the last complete run (a watermark per kind, in job_watermarks), so
 * no run re-checks the whole table; the first run ever looks this far back.
 */
export const firstRunWindowMs = 7 * 24 * 3_600_000;
const watermarks = { drafts: 'media.cleanup.drafts', owned: 'media.cleanup.owned' } as const;

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

  const since = async (name: string, until: Date) =>
    (await selectWatermark(db, name)) ?? new Date(until.getTime() - firstRunWindowMs);
  const draftsAfter = await since(watermarks.drafts, now);
  for (;;) {
    const batch = await selectAbandonedDrafts(db, draftsAfter, now, batchSize);
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
  const ownedBefore = hoursAgo(options.ownedRetentionHours ?? ownedUploadRetentionHours);
  const cutoffs = {
    orphansBefore: hoursAgo(options.orphanGraceHours ?? 24),
    ownedFrom: await since(watermarks.owned, ownedBefore),
    ownedBefore,
  };
  let complete = false;
  for (;;) {
    const orphans = await selectOrphanMedia(db, cutoffs, batchSize);
    const before = media;
    await removeMedia(orphans.map((row) => row.id));
    complete = orphans.length < batchSize;
    if (complete || media === before) break;
  }
  // Every draft in the range was dealt with (a skipped one became an order, or was extended past `now`).
  await advanceWatermark(db, watermarks.drafts, now);
  // Not when a batch could not be removed (still held): the next run looks at the same uploads again.
  if (complete) await advanceWatermark(db, watermarks.owned, ownedBefore);
  if (drafts + media > 0) log.info({ drafts, media, files }, 'media: removed abandoned drafts and orphans');
  return { drafts, media, files };
}
