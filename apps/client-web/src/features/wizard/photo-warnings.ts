// The warnings of the pre-payment photo check as the wizard shows them: each photo's own flags from the media
// pipeline, plus "duplicate" when another photo of this order has a near-identical hash; none for a photo the
// client chose to keep as it is.
import { nearDuplicates, type PhotoWarning } from '@photoedit/contracts';
import type { WizardPhoto } from './wizard-state';

export function photoWarnings(photos: readonly WizardPhoto[]): Map<string, PhotoWarning[]> {
  const duplicates = nearDuplicates(
    photos.map((photo) => ({ id: photo.mediaId, dhash: photo.check?.dhash ?? null })),
  );
  const warnings = new Map<string, PhotoWarning[]>();
  for (const photo of photos) {
    if (photo.warningsDismissed) continue;
    const list: PhotoWarning[] = [...(photo.check?.flags ?? [])];
    if (duplicates.has(photo.mediaId)) list.push('duplicate');
    if (list.length > 0) warnings.set(photo.mediaId, list);
  }
  return warnings;
}
