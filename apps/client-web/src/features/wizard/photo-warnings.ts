// The warnings of the pre-payment photo check as the wizard shows them: each photo's own flags from the media
// pipeline, plus "duplicate" when another photo of this order has a near-identical hash — naming that photo, so
// the two can be seen side by side, and "the camera moved between exposures" for a bracket set whose frames
// differ; none for a photo the client chose to keep as it is.
import { nearDuplicates, type PhotoWarning } from '@photoedit/contracts';
import type { WizardPhoto } from './wizard-state';

/** Another photo of the order that looks almost the same: its number in the order, name and thumbnail. */
export interface LookAlike {
  number: number;
  name: string;
  thumbnailUrl: string;
}

export interface PhotoCheckNotes {
  warnings: readonly PhotoWarning[];
  lookAlikes: readonly LookAlike[];
}

export function photoWarnings(photos: readonly WizardPhoto[]): Map<string, PhotoCheckNotes> {
  const duplicates = nearDuplicates(
    photos.map((photo) => ({ id: photo.mediaId, dhash: photo.check?.dhash ?? null })),
  );
  const numbers = new Map(photos.map((photo, index) => [photo.mediaId, index + 1]));
  const byId = new Map(photos.map((photo) => [photo.mediaId, photo]));
  const notes = new Map<string, PhotoCheckNotes>();
  for (const photo of photos) {
    if (photo.warningsDismissed) continue;
    const lookAlikes = (duplicates.get(photo.mediaId) ?? []).flatMap((id) => {
      const other = byId.get(id);
      return other
        ? [{ number: numbers.get(id) ?? 0, name: other.name, thumbnailUrl: other.thumbnailUrl }]
        : [];
    });
    const warnings: PhotoWarning[] = [...(photo.check?.flags ?? [])];
    if (lookAlikes.length > 0) warnings.push('duplicate');
    if (photo.preview?.cameraMoved) warnings.push('cameraMoved');
    if (warnings.length > 0) notes.set(photo.mediaId, { warnings, lookAlikes });
  }
  return notes;
}
