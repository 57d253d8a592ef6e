// A batch of uploads sent a few at a time (p-limit), each reporting its own progress and outcome: the
// designer's delivery sends one edited file per photo this way. The Uploader's own queue (useUploader) starts
// files as they are dropped, with cancel and retry per file.
import type { MediaItem } from '@photoedit/contracts';
import pLimit from 'p-limit';
import { UploadAbortedError, UploadError, type UploadFn } from './upload-core';

export type BatchEvent<Key> =
  | { key: Key; type: 'start' }
  | { key: Key; type: 'progress'; progress: number }
  | { key: Key; type: 'done'; item: MediaItem }
  | { key: Key; type: 'failed'; errorKey: string };

/**
 * Uploads every file (key → file), `parallel` at once, telling `onEvent` as each starts, progresses, ends or
 * fails. Resolves with key → media item when all were stored, or null when any failed or `signal` aborted.
 */
export async function uploadBatch<Key>(
  files: ReadonlyMap<Key, File>,
  upload: UploadFn,
  options: { parallel?: number; signal: AbortSignal; onEvent: (event: BatchEvent<Key>) => void },
): Promise<Map<Key, MediaItem> | null> {
  const limit = pLimit(options.parallel ?? 3);
  const stored = new Map<Key, MediaItem>();
  let failed = false;
  await Promise.all(
    [...files].map(([key, file]) =>
      limit(async () => {
        if (options.signal.aborted) return;
        options.onEvent({ key, type: 'start' });
        try {
          const item = await upload(
            file,
            (progress) => options.onEvent({ key, type: 'progress', progress }),
            options.signal,
          );
          stored.set(key, item);
          options.onEvent({ key, type: 'done', item });
        } catch (error) {
          if (error instanceof UploadAbortedError) return;
          failed = true;
          const errorKey = error instanceof UploadError ? error.messageKey : 'media:errors.network';
          options.onEvent({ key, type: 'failed', errorKey });
        }
      }),
    ),
  );
  return failed || options.signal.aborted ? null : stored;
}
