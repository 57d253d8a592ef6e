// The files of an order being created: every photo's files (a single upload, or a bracket set's frames) and
// every reference image must be ready uploads of the draft; a set must be one camera's frames of one size, at
// most 9 (the rule media.brackets applies: media/brackets/bracket-sets.ts).
import { orderMessageKeys } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { AppError } from '../../errors';
import { readyDraftFacts, setRefusal } from '../media';
import type { ParsedCreate } from './orders.queries';

const refuse = (messageKey: string, message: string) => new AppError('BAD_INPUT', messageKey, { message });

/** Every file of the order's photos, in the input's order. */
export const photoFilesOf = (image: ParsedCreate['images'][number]): string[] =>
  image.frameIds && image.frameIds.length > 1 ? image.frameIds : [image.mediaId];

export async function checkOrderFiles(trx: Executor, draftId: string, input: ParsedCreate): Promise<void> {
  const files = input.images.flatMap(photoFilesOf);
  const referenceIds = [...input.references, ...input.images.flatMap((image) => image.references)];
  // One read of the draft's ready uploads for the photos, their frames and the references.
  const ready = await readyDraftFacts(trx, draftId, [...files, ...referenceIds]);
  if (files.some((id) => !ready.has(id))) {
    throw refuse(orderMessageKeys.imageNotInDraft, 'An image is not a ready upload of this draft.');
  }
  const photos = new Set(files);
  if (
    new Set(referenceIds).size !== referenceIds.length ||
    referenceIds.some((id) => !ready.has(id) || photos.has(id))
  ) {
    throw refuse(
      orderMessageKeys.referenceNotInDraft,
      'A reference image is not a ready upload of this draft.',
    );
  }
  for (const image of input.images) {
    const refusal = image.frameIds && image.frameIds.length > 1 ? setRefusal(image.frameIds, ready) : null;
    if (refusal) throw refuse(refusal, 'A bracket set mixes cameras or sizes, or has too many frames.');
  }
}
