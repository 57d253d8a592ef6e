// `media.brackets`: the wizard's photos regrouped or corrected (bracket-sets.ts) from the stored uploads of the
// caller's draft, each set with its blended preview's state. A set seen for the first time queues its preview
// (media.bracket_set_formed → the media.bracketPreview job), once per set of frames; a preview not made yet of a
// set the grouping has moved on from (frames still arriving) is dropped, so its job does nothing.
import {
  type BracketGroupingInput,
  type BracketGroupingOutput,
  type BracketPreview,
  bracketMessageKeys,
} from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { MediaConfig } from '../../../config';
import type { DB } from '../../../db/tables';
import { AppError } from '../../../errors';
import { emit, type JobEnqueuer } from '../../../events/events';
import { bracketSetFormed } from '../media.events';
import { signImageUrls } from '../media.signing';
import type { FrameCapture } from './bracket-capture';
import { applyBracketEdit, BracketRefusal, type FrameFacts, framesKey, leadFrame } from './bracket-sets';
import {
  dropSupersededPreviews,
  insertBracketPreviews,
  selectBracketPreviews,
  selectDraftFrames,
} from './bracket-sets.queries';

export interface BracketSetsDeps {
  db: Kysely<DB>;
  config: { media: Pick<MediaConfig, 'urlSecret' | 'urlTtlSeconds'> };
  now: () => Date;
  jobs: JobEnqueuer;
}

const refuse = (messageKey: string) =>
  new AppError('BAD_INPUT', messageKey, { message: `The grouping was refused: ${messageKey}.` });

/** The stored facts of those of `ids` that are ready uploads of the draft (the others are left out). */
export async function readyDraftFacts(
  db: Kysely<DB> | Parameters<typeof selectDraftFrames>[0],
  draftId: string,
  ids: readonly string[],
): Promise<Map<string, FrameFacts>> {
  const rows = ids.length === 0 ? [] : await selectDraftFrames(db, draftId, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        capture: row.capture as FrameCapture | null,
        width: row.width ?? 0,
        height: row.height ?? 0,
      },
    ]),
  );
}

/** The stored facts of the frames, when every one is a ready upload of the draft; else refused. */
export async function draftFrameFacts(
  db: Parameters<typeof readyDraftFacts>[0],
  draftId: string,
  ids: readonly string[],
): Promise<Map<string, FrameFacts>> {
  const facts = await readyDraftFacts(db, draftId, ids);
  if (ids.some((id) => !facts.has(id))) throw refuse(bracketMessageKeys.frameNotInDraft);
  return facts;
}

/** Applies the edit and answers the photos with their previews' state; refusals are translated 4xx. */
export async function groupDraftPhotos(
  deps: BracketSetsDeps,
  draftId: string,
  input: Pick<BracketGroupingInput, 'photos' | 'edit'>,
): Promise<BracketGroupingOutput> {
  const facts = await draftFrameFacts(deps.db, draftId, input.photos.flat());
  let photos: string[][];
  try {
    photos = applyBracketEdit(input.photos, input.edit, facts);
  } catch (error) {
    if (error instanceof BracketRefusal) throw refuse(error.messageKey);
    throw error;
  }
  const sets = photos
    .filter((frames) => frames.length > 1)
    .map((frames) => ({ frames, key: framesKey(frames) }));
  const previews = await deps.db.transaction().execute(async (trx) => {
    await dropSupersededPreviews(
      trx,
      photos.flat(),
      sets.map((set) => set.key),
    );
    const formed = await insertBracketPreviews(trx, sets);
    const now = deps.now();
    for (const key of formed) await emit({ trx, now, jobs: deps.jobs }, bracketSetFormed, { framesKey: key });
    return selectBracketPreviews(
      trx,
      sets.map((set) => set.key),
    );
  });
  const byKey = new Map(previews.map((row) => [row.frames_key, row]));
  const now = deps.now();
  const previewOf = (frames: readonly string[]): BracketPreview | null => {
    if (frames.length < 2) return null;
    const row = byKey.get(framesKey(frames));
    return {
      status: row?.media_id ? 'ready' : row?.failed ? 'failed' : 'pending',
      image: row?.media_id ? signImageUrls(deps.config.media, row.media_id, now) : null,
      cameraMoved: row?.camera_moved ?? null,
    };
  };
  return {
    photos: photos.map((frames) => ({
      frameIds: frames,
      leadId: leadFrame(frames, facts),
      preview: previewOf(frames),
    })),
  };
}
