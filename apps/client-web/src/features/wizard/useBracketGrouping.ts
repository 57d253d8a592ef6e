// Bracket sets as uploads finish (issue 32): each new file is sent with the wizard's photos to media.brackets,
// which groups them (every file while the grouping is automatic; only the new ones once the client corrected it;
// none when grouping is off); while a set's preview is being made it is asked for again every few seconds. The
// client's corrections go through `edit`. One call at a time, always with the latest photos.
import type { BracketEdit } from '@photoedit/contracts';
import { toast } from '@photoedit/ui';
import { errorMessage } from '@photoedit/web-client';
import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import { groupBrackets } from './wizard-api';
import { type BracketGrouping, bracketInput, photoFiles } from './wizard-brackets';
import type { WizardAction, WizardState } from './wizard-state';

export const previewPollMs = 2500;

function groupingAfter(edit: BracketEdit, current: BracketGrouping): BracketGrouping {
  if (edit.kind === 'separate') return 'off';
  if (edit.kind === 'auto') return edit.frameIds ? current : 'auto';
  return edit.kind === 'describe' ? current : 'manual';
}

export function useBracketGrouping(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const latest = useRef(state);
  latest.current = state;
  const seen = useRef(new Set(state.photos.flatMap(photoFiles)));
  const busy = useRef(false);
  const [settled, setSettled] = useState(0);

  const send = useCallback(
    async (edit: BracketEdit): Promise<boolean> => {
      const { draftToken, photos, grouping } = latest.current;
      if (!draftToken || photos.length === 0 || busy.current) return false;
      busy.current = true;
      try {
        const answer = await groupBrackets({ photos: bracketInput(photos), edit }, draftToken);
        for (const id of answer.photos.flatMap((photo) => photo.frameIds)) seen.current.add(id);
        dispatch({ type: 'regroup', photos: answer.photos, grouping: groupingAfter(edit, grouping) });
        return true;
      } catch (error) {
        if (edit.kind !== 'describe' && edit.kind !== 'auto') toast.error(errorMessage(error));
        return false;
      } finally {
        busy.current = false;
        setSettled((count) => count + 1);
      }
    },
    [dispatch],
  );

  const files = state.photos.flatMap(photoFiles);
  const unseen = files.filter((id) => !seen.current.has(id));
  const unseenKey = unseen.join();
  // New files: grouped as they arrive (after the call in flight, if any).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settled` runs it again once the call in flight ends
  useEffect(() => {
    if (unseenKey === '' || busy.current) return;
    const ids = unseenKey.split(',');
    if (latest.current.grouping === 'off') {
      for (const id of ids) seen.current.add(id);
      return;
    }
    void send(latest.current.grouping === 'auto' ? { kind: 'auto' } : { kind: 'auto', frameIds: ids });
  }, [unseenKey, send, settled]);

  // A set whose preview is being made, or changed without an answer yet (a frame removed): asked again.
  const waiting = state.photos.some(
    (photo) =>
      photo.frames &&
      (photo.preview === undefined || photo.preview === null || photo.preview.status === 'pending'),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settled` asks again after each answer
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void send({ kind: 'describe' }), previewPollMs);
    return () => clearTimeout(timer);
  }, [waiting, send, settled]);

  return { edit: send };
}
