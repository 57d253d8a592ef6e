// Uploads of the edited files of a delivery: POST /api/media/upload with the designer's Bearer token (the
// media then belongs to the designer), a few at a time, with per-file progress. A file already uploaded for a
// photo is not sent again when the designer retries after a failure.

import { mediaErrorKeys } from '@photoedit/contracts';
import { createXhrUpload, sessionAuthHeaders, UploadAbortedError, UploadError } from '@photoedit/ui';
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
      const queue = [...initial].filter(([, entry]) => entry.status === 'queued');
      let failed = false;

      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [imageId, entry] = next;
          if (abort.signal.aborted) return;
          update(imageId, { status: 'uploading', progress: 0 });
          try {
            const item = await upload(entry.file, (progress) => update(imageId, { progress }), abort.signal);
            done.current.set(imageId, { file: entry.file, mediaId: item.id });
            update(imageId, { status: 'done', progress: 1, mediaId: item.id });
          } catch (error) {
            if (error instanceof UploadAbortedError) return;
            failed = true;
            update(imageId, {
              status: 'failed',
              errorKey: error instanceof UploadError ? error.messageKey : mediaErrorKeys.network,
            });
          }
        }
      };
      await Promise.all(Array.from({ length: parallelUploads }, worker));
      if (failed || abort.signal.aborted) return null;
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
