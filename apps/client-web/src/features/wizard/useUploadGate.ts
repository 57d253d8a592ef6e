// The upload step's "Continue": refused while files are still uploading or before any photo is stored. The
// refusal's message shows only while it is still true, so it clears as soon as the photos are there.

import { useTranslation } from '@photoedit/i18n';
import type { UploadEntry } from '@photoedit/web-client';
import { useState } from 'react';

export function useUploadGate(entries: readonly UploadEntry[], photoCount: number) {
  const { t } = useTranslation('wizard');
  const [problem, setProblem] = useState<'noPhotos' | 'waitForUploads'>();
  const uploading = entries.some((entry) => entry.status === 'queued' || entry.status === 'uploading');
  const message =
    problem === 'noPhotos' && photoCount === 0
      ? t('upload.noPhotos')
      : problem === 'waitForUploads' && uploading
        ? t('upload.waitForUploads')
        : undefined;
  return {
    message,
    /** Whether the step may be left now; when not, says why. */
    pass: () => {
      const refusal = uploading ? 'waitForUploads' : photoCount === 0 ? 'noPhotos' : undefined;
      setProblem(refusal);
      return refusal === undefined;
    },
    clear: () => setProblem(undefined),
  };
}
