import type { MediaItem } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Uploader } from '@photoedit/ui';
import { draftHeaders, type StoredUpload, type UploadEntry } from '@photoedit/web-client';
import { useCallback, useRef, useState } from 'react';
import { photoFiles } from '../wizard-brackets';
import { photoFromMediaItem } from '../wizard-photo';
import type { WizardStateProps } from '../wizard-props';
import { BracketGroupingToggle } from './BracketGroupingToggle';
import { Thumbnail } from './Thumbnail';

/**
 * Step 1: the shared Uploader sending to this wizard's draft. Photos stored earlier (before a reload, or before
 * going to another step) are listed in it as done; removing a file there removes its photo from the order.
 */
export function UploadStep({
  state,
  dispatch,
  onEntriesChange,
  ensureDraft,
}: WizardStateProps & {
  onEntriesChange: (entries: readonly UploadEntry[]) => void;
  /** The draft's token, created on the first upload. */
  ensureDraft: () => Promise<string>;
}) {
  const { t } = useTranslation(['wizard', 'media']);
  // The photos the Uploader has listed: one it lists no more was removed there.
  const shownIds = useRef(new Set<string>());
  // Read once, when the Uploader mounts (it keeps its own list from then on).
  const [initialUploads] = useState<StoredUpload[]>(() =>
    state.photos.map((photo) => ({ mediaId: photo.mediaId, name: photo.name })),
  );
  const photos = useRef(state.photos);
  photos.current = state.photos;
  const files = state.photos.flatMap(photoFiles).length;

  // The Uploader lists files in the order they were chosen; uploads finish in any order. Each photo is placed
  // behind the photos of the entries listed before its own (an entry's status in this list may lag behind, its
  // place does not).
  const listedEntries = useRef<readonly UploadEntry[]>([]);
  const entryOfPhoto = useRef(new Map<string, string>());
  const onUploaded = useCallback(
    (item: MediaItem, file: File) => {
      const entries = listedEntries.current;
      const at = entries.findIndex((entry) => entry.file === file);
      const own = entries[at];
      if (own) entryOfPhoto.current.set(item.id, own.id);
      const earlier = new Set(entries.slice(0, Math.max(0, at)).map((entry) => entry.id));
      const after = own
        ? [...entryOfPhoto.current].flatMap(([mediaId, entryId]) => (earlier.has(entryId) ? [mediaId] : []))
        : undefined;
      dispatch({ type: 'addPhoto', photo: photoFromMediaItem(item, file.name), ...(after ? { after } : {}) });
    },
    [dispatch],
  );
  const onChange = useCallback(
    (entries: readonly UploadEntry[]) => {
      listedEntries.current = entries;
      for (const entry of entries) if (entry.stored) entryOfPhoto.current.set(entry.stored.mediaId, entry.id);
      const listed = new Set(entries.flatMap((entry) => (entry.stored ? [entry.stored.mediaId] : [])));
      // Only a photo the Uploader has listed and then dropped was removed there; a just-stored one may not be
      // in this (older) list yet.
      for (const id of shownIds.current) {
        if (!listed.has(id)) {
          shownIds.current.delete(id);
          dispatch({ type: 'removePhoto', mediaId: id });
        }
      }
      for (const id of listed) shownIds.current.add(id);
      onEntriesChange(entries);
    },
    [dispatch, onEntriesChange],
  );
  // Restored photos are drawn from the wizard's state, whose signed thumbnail address is renewed when it lapses.
  const renderThumbnail = useCallback(
    (stored: StoredUpload, alt: string) => {
      const photo = photos.current
        .flatMap((candidate) => candidate.frames ?? [candidate])
        .find((candidate) => candidate.mediaId === stored.mediaId);
      if (!photo) return null;
      return (
        <Thumbnail
          photo={{ warningsDismissed: false, ...photo }}
          draftToken={state.draftToken}
          alt={alt}
          onFreshUrl={(mediaId, url) => dispatch({ type: 'thumbnail', mediaId, url })}
        />
      );
    },
    [dispatch, state.draftToken],
  );

  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">
        {t('upload.intro')} {t('upload.limits')}
      </p>
      <BracketGroupingToggle grouping={state.grouping} />
      {state.photos.length > 0 && (
        <p className="text-sm font-medium text-ink" data-testid="wizard-photo-count">
          {files === state.photos.length
            ? t('upload.photosTitle', { count: state.photos.length })
            : t('brackets.photosFromFiles', { count: state.photos.length, files })}
        </p>
      )}
      <Uploader
        config={{ headers: async () => draftHeaders(await ensureDraft()) }}
        initialUploads={initialUploads}
        renderThumbnail={renderThumbnail}
        onUploaded={onUploaded}
        onChange={onChange}
      />
    </div>
  );
}
