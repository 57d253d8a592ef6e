import type { MediaItem } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, draftHeaders, type UploadEntry, Uploader } from '@photoedit/ui';
import { useCallback, useRef } from 'react';
import { photoFromMediaItem, type WizardAction, type WizardState } from '../wizard-state';
import { Thumbnail } from './Thumbnail';

/**
 * Step 1: the shared Uploader sending to this wizard's draft. Photos stored earlier (before a reload) are listed
 * above it with their own remove buttons; removing a file in the Uploader removes its photo from the order.
 */
export function UploadStep({
  state,
  dispatch,
  onEntriesChange,
  ensureDraft,
}: {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  onEntriesChange: (entries: readonly UploadEntry[]) => void;
  /** The draft's token, created on the first upload. */
  ensureDraft: () => Promise<string>;
}) {
  const { t } = useTranslation(['wizard', 'media']);
  // Media ids uploaded by this Uploader (its list shows them); the rest were restored from storage.
  const sessionIds = useRef(new Set<string>());
  const shownIds = useRef(new Set<string>());
  const onUploaded = useCallback(
    (item: MediaItem, file: File) => {
      sessionIds.current.add(item.id);
      dispatch({ type: 'addPhoto', photo: photoFromMediaItem(item, file.name) });
    },
    [dispatch],
  );
  const onChange = useCallback(
    (entries: readonly UploadEntry[]) => {
      const listed = new Set(entries.flatMap((entry) => (entry.item ? [entry.item.id] : [])));
      // Only a photo the Uploader has listed and then dropped was removed there; a just-stored one may not be
      // in this (older) list yet.
      for (const id of shownIds.current) {
        if (!listed.has(id)) {
          shownIds.current.delete(id);
          sessionIds.current.delete(id);
          dispatch({ type: 'removePhoto', mediaId: id });
        }
      }
      for (const id of listed) shownIds.current.add(id);
      onEntriesChange(entries);
    },
    [dispatch, onEntriesChange],
  );

  const restored = state.photos.filter((photo) => !sessionIds.current.has(photo.mediaId));
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">{t('upload.intro')}</p>
      {restored.length > 0 && (
        <section aria-labelledby="wizard-photos-title">
          <h4 id="wizard-photos-title" className="text-base font-semibold text-ink">
            {t('upload.photosTitle', { count: state.photos.length })}
          </h4>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="wizard-photos">
            {restored.map((photo) => (
              <li
                key={photo.mediaId}
                className="flex items-center gap-3 rounded-card border border-border bg-white p-3 shadow-card"
              >
                <div className="size-16 shrink-0 overflow-hidden rounded-control bg-surface-sunken">
                  <Thumbnail
                    photo={photo}
                    draftToken={state.draftToken}
                    alt={t('media:uploader.thumbnailAlt', { name: photo.name })}
                    onFreshUrl={(mediaId, url) => dispatch({ type: 'thumbnail', mediaId, url })}
                  />
                </div>
                <p className="min-w-0 flex-1 truncate text-sm font-medium" title={photo.name}>
                  {photo.name}
                </p>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('upload.remove', { name: photo.name })}
                  onClick={() => dispatch({ type: 'removePhoto', mediaId: photo.mediaId })}
                >
                  🗑
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Uploader
        config={{ headers: async () => draftHeaders(await ensureDraft()) }}
        onUploaded={onUploaded}
        onChange={onChange}
      />
    </div>
  );
}
