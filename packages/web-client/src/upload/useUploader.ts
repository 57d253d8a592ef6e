// Runs the uploads of an uploader: a few at once (the rest wait), each cancellable and retryable.
import type { MediaItem } from '@photoedit/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  entriesFor,
  entriesForStored,
  type StoredUpload,
  UploadAbortedError,
  UploadError,
  type UploadFn,
  uploadReducer,
} from './upload-core';

export interface UseUploaderOptions {
  upload: UploadFn;
  /** Files sent at once; default 3. */
  parallel?: number;
  /** Called once per stored file. */
  onUploaded?: (item: MediaItem, file: File) => void;
  /** Uploads stored earlier (e.g. before a reload), listed as done; read once, when the uploader mounts. */
  initialUploads?: readonly StoredUpload[];
}

export function useUploader({ upload, parallel = 3, onUploaded, initialUploads }: UseUploaderOptions) {
  const [entries, dispatch] = useReducer(uploadReducer, initialUploads ?? [], entriesForStored);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ upload, onUploaded });
  latest.current = { upload, onUploaded };

  // Start queued files while fewer than `parallel` are uploading.
  useEffect(() => {
    const running = entries.filter((entry) => entry.status === 'uploading').length;
    const startable = entries.filter(
      (entry) => entry.status === 'queued' && !controllers.current.has(entry.id),
    );
    for (const entry of startable.slice(0, Math.max(0, parallel - running))) {
      const file = entry.file;
      if (!file) continue;
      const controller = new AbortController();
      controllers.current.set(entry.id, controller);
      dispatch({ type: 'start', id: entry.id });
      latest.current
        .upload(file, (progress) => dispatch({ type: 'progress', id: entry.id, progress }), controller.signal)
        .then(
          (item) => {
            dispatch({ type: 'done', id: entry.id, item });
            latest.current.onUploaded?.(item, file);
          },
          (error: unknown) => {
            if (error instanceof UploadAbortedError || controller.signal.aborted) return;
            dispatch({
              type: 'fail',
              id: entry.id,
              errorKey: error instanceof UploadError ? error.messageKey : 'media:errors.network',
            });
          },
        )
        .finally(() => {
          // A retry may already have started a new run under the same id.
          if (controllers.current.get(entry.id) === controller) controllers.current.delete(entry.id);
        });
    }
  }, [entries, parallel]);

  // Abort whatever is still running when the uploader goes away.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const addFiles = useCallback(
    (files: readonly File[]) => dispatch({ type: 'add', entries: entriesFor(files) }),
    [],
  );
  const cancel = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    dispatch({ type: 'cancel', id });
  }, []);
  const retry = useCallback((id: string) => dispatch({ type: 'retry', id }), []);
  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    dispatch({ type: 'remove', id });
  }, []);

  return { entries, addFiles, cancel, retry, remove };
}
