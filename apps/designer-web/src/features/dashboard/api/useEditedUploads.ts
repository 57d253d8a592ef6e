// Uploads of the edited files of a delivery: POST /api/media/upload with the designer's Bearer token (the
// media then belongs to the designer), a few at a time (the shared uploadBatch), with per-file progress. A file
// already uploaded for a photo is not sent again when the designer retries after a failure.

import { createXhrUpload, sessionAuthHeaders, uploadBatch } from '@photoedit/web-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Files sent at once (the uploader's own default). */
const parallelUploads = 3;

export interface EditedUpload {
  file: File;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  /** 0..1 */
  progress: number;
  mediaId?: string;
  /** A message key (namespace `media` or `common`, prefixed) of the failure. */
  errorKey?: string;
}

export function useEditedUploads() {
  const [uploads, setUploads] = useState<ReadonlyMap<string, EditedUpload>>(new Map());
  const done = useRef(new Map<string, { file: File; mediaId: string }>());
  const controller = useRef<AbortController | null>(null);
  const upload = useMemo(() => createXhrUpload({ headers: () => sessionAuthHeaders('designer') }), []);

  useEffect(() => () => controller.current?.abort(), []);

  const update = useCallback((imageId: string, change: Partial<EditedUpload>) => {
    setUploads((current) => {
      const entry = current.get(imageId);
      if (!entry) return current;
      const next = new Map(current);
      next.set(imageId, { ...entry, ...change });
      return next;
    });
  }, []);

  /** Uploads every file (photo id → file) not uploaded yet; resolves with photo id → media id, or null on a failure. */
  const run = useCallback(
    async (files: ReadonlyMap<string, File>): Promise<Map<string, string> | null> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const initial = new Map<string, EditedUpload>();
      for (const [imageId, file] of files) {
        const previous = done.current.get(imageId);
        initial.set(
          imageId,
          previous?.file === file
            ? { file, status: 'done', progress: 1, mediaId: previous.mediaId }
            : { file, status: 'queued', progress: 0 },
        );
      }
      setUploads(initial);
      const pending = new Map(
        [...initial].filter(([, entry]) => entry.status === 'queued').map(([id, entry]) => [id, entry.file]),
      );
      const stored = await uploadBatch(pending, upload, {
        parallel: parallelUploads,
        signal: abort.signal,
        onEvent: (event) => {
          if (event.type === 'start') update(event.key, { status: 'uploading', progress: 0 });
          else if (event.type === 'progress') update(event.key, { progress: event.progress });
          else if (event.type === 'failed') update(event.key, { status: 'failed', errorKey: event.errorKey });
          else {
            done.current.set(event.key, { file: files.get(event.key) as File, mediaId: event.item.id });
            update(event.key, { status: 'done', progress: 1, mediaId: event.item.id });
          }
        },
      });
      if (!stored) return null;
      const result = new Map<string, string>();
      for (const imageId of files.keys()) {
        const uploaded = done.current.get(imageId);
        if (!uploaded) return null;
        result.set(imageId, uploaded.mediaId);
      }
      return result;
    },
    [upload, update],
  );

  /** Forgets what was uploaded, so the next run sends every file again (delivered media cannot be reused). */
  const forget = useCallback(() => {
    done.current.clear();
  }, []);

  return { uploads, run, forget };
}
