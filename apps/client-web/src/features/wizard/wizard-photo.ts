// A wizard photo made from an upload the API stored.
import type { MediaItem } from '@photoedit/contracts';
import type { WizardPhoto } from './wizard-state';

/** The photo of a freshly stored upload. */
export function photoFromMediaItem(item: MediaItem, name: string): WizardPhoto {
  const thumbnail = item.qualities.thumbnail;
  return {
    mediaId: item.id,
    name: item.info.originalFileName ?? name,
    thumbnailUrl: thumbnail.url,
    width: thumbnail.width,
    height: thumbnail.height,
    check: item.check,
    warningsDismissed: false,
  };
}
