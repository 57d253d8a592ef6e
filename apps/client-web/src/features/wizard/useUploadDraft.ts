import { errorMessageKey, UploadError } from '@photoedit/web-client';
import { type Dispatch, useCallback, useRef } from 'react';
import { createDraft } from './wizard-api';
import type { WizardAction } from './wizard-state';

/**
 * The uploads' draft, made on the first upload (a visitor who only reads the home page makes none) and kept
 * with the wizard state; a new one when there is none or it expired. One request however many files start.
 * Returns `ensureDraft`, which the uploader calls before each upload.
 */
export function useUploadDraft(current: string | null, dispatch: Dispatch<WizardAction>) {
  const draftToken = useRef(current);
  draftToken.current = current;
  const draftInFlight = useRef<Promise<string> | null>(null);
  return useCallback(async () => {
    if (draftToken.current) return draftToken.current;
    draftInFlight.current ??= createDraft().then(
      (draft) => {
        draftToken.current = draft.draftToken;
        dispatch({ type: 'draft', draftToken: draft.draftToken, expiresAt: draft.expiresAt });
        return draft.draftToken;
      },
      (error: unknown) => {
        draftInFlight.current = null;
        // Shown on the file (with its retry button) through the uploader's message key.
        throw new UploadError(
          errorMessageKey(error) === 'errors.RATE_LIMITED'
            ? 'common:errors.RATE_LIMITED'
            : 'media:errors.network',
          0,
        );
      },
    );
    return draftInFlight.current;
  }, [dispatch]);
}
