// The delivery's files uploaded ahead, while the designer previews them (issue 33): the listing consistency check
// reads the stored files, and the delivery then sends only what is not uploaded yet. A replaced file starts a new
// run; an older run's answer is dropped.
import type { DesignerOrderImage } from '@photoedit/contracts';
import { useEffect, useRef, useState } from 'react';

type Run = (files: ReadonlyMap<string, File>) => Promise<Map<string, string> | null>;

export function useUploadsAhead({
  run,
  files,
  images,
  active,
}: {
  /** useEditedUploads' run: uploads what is not uploaded yet, photo id → media id (null on a failure). */
  run: Run;
  files: ReadonlyMap<string, File>;
  images: readonly DesignerOrderImage[];
  /** Whether to upload now (the preview or the comment step, with a file for every photo). */
  active: boolean;
}) {
  const [prepared, setPrepared] = useState<{
    files: ReadonlyMap<string, File>;
    mediaIds: Map<string, string> | null;
  } | null>(null);
  const preparing = useRef<Promise<Map<string, string> | null> | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new run only when the files or the step change
  useEffect(() => {
    if (!active) return;
    const current = files;
    const promise = run(current);
    preparing.current = promise;
    setPrepared(null);
    void promise.then((mediaIds) => {
      if (preparing.current === promise) setPrepared({ files: current, mediaIds });
    });
  }, [active, files]);

  const mediaIds = prepared?.files === files ? prepared.mediaIds : undefined;
  return {
    /** Photo → uploaded file for the check, once every file is uploaded. */
    lookImages: mediaIds
      ? images.map((image) => ({ orderImageId: image.id, editedMediaId: mediaIds.get(image.id) ?? '' }))
      : null,
    /** The uploads for the check failed (the delivery sends them again). */
    failed: mediaIds === null,
    /** Waits for a run still going, so the delivery reuses its files. */
    settled: async () => {
      await preparing.current;
      preparing.current = null;
    },
  };
}
