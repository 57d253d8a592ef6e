// A reusable photo uploader: drag and drop or a file picker, several files in parallel with per-file
// progress, cancel and retry, the API's checks done up front with the same messages, and each thumbnail
// as soon as its upload is stored. The transport is a prop, so the wizard (draft token) and the designer
// studio (Bearer token) use the same component.

import { acceptedUploadTypes, type MediaItem } from '@photoedit/contracts';
import { formatPercent, useTranslation } from '@photoedit/i18n';
import {
  createXhrUpload,
  isRetryable,
  type StoredUpload,
  type UploadEntry,
  type UploadFn,
  useUploader,
  type XhrUploadOptions,
} from '@photoedit/web-client';
import { RotateCw, Trash2, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '../components/Button';
import { cn } from '../lib/cn';
import { UploadTotal } from './UploadTotal';

export interface UploaderProps {
  /** How one file is sent; or give `config` to use the built-in XMLHttpRequest transport. */
  upload?: UploadFn;
  config?: XhrUploadOptions;
  /** Files sent at once; default 3. */
  parallel?: number;
  onUploaded?: (item: MediaItem, file: File) => void;
  /** Uploads stored earlier (e.g. before a page reload), listed as done; read when the uploader mounts. */
  initialUploads?: readonly StoredUpload[];
  /** Draws a stored upload's thumbnail (e.g. to renew a lapsed signed address); default a plain `<img>`. */
  renderThumbnail?: (stored: StoredUpload, alt: string) => ReactNode;
  /** Called whenever the list changes (e.g. to enable a wizard's Next button). */
  onChange?: (entries: readonly UploadEntry[]) => void;
  disabled?: boolean;
  className?: string;
}

function percentOf(entry: UploadEntry) {
  return Math.round(entry.progress * 100);
}

export function Uploader({
  upload,
  config,
  parallel,
  onUploaded,
  initialUploads,
  renderThumbnail,
  onChange,
  disabled,
  className,
}: UploaderProps) {
  const { t } = useTranslation('media');
  const transport = useRef<UploadFn>(upload ?? createXhrUpload(config));
  transport.current = upload ?? transport.current;
  const { entries, addFiles, ...actions } = useUploader({
    upload: (file, onProgress, signal) => transport.current(file, onProgress, signal),
    ...(parallel ? { parallel } : {}),
    ...(onUploaded ? { onUploaded } : {}),
    ...(initialUploads ? { initialUploads } : {}),
  });
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Map<string, UploadEntry['status']>());

  useEffect(() => {
    onChange?.(entries);
    // Announce each finished, failed or canceled file once, in the polite live region.
    for (const entry of entries) {
      if (announced.current.get(entry.id) === entry.status) continue;
      announced.current.set(entry.id, entry.status);
      const name = entry.name;
      if (entry.status === 'done') setAnnouncement(t('uploader.statusDone', { name }));
      else if (entry.status === 'failed')
        setAnnouncement(t('uploader.statusFailed', { name, reason: t(entry.errorKey as 'errors.network') }));
      else if (entry.status === 'canceled') setAnnouncement(t('uploader.statusCanceled', { name }));
    }
  }, [entries, onChange, t]);

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    // Every file goes through our own pre-check (same messages as the API), none is silently dropped.
    onDrop: (accepted, rejected) => addFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
    accept: acceptedUploadTypes as Record<string, string[]>,
    noClick: true,
    noKeyboard: true,
    multiple: true,
    disabled: disabled ?? false,
  });

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div
        {...getRootProps({
          role: 'group',
          'aria-label': t('uploader.label'),
          'aria-describedby': hintId,
          className: cn(
            'flex flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed p-8 text-center',
            isDragActive ? 'border-brand-600 bg-brand-50' : 'border-border-strong bg-surface',
          ),
        })}
      >
        <input {...getInputProps({ 'aria-label': t('uploader.browse') })} data-testid="uploader-input" />
        <p className="font-medium">{isDragActive ? t('uploader.dropActive') : t('uploader.dropHere')}</p>
        <p className="text-sm text-ink-muted">{t('uploader.or')}</p>
        <Button variant="secondary" onClick={open} disabled={disabled}>
          {t('uploader.browse')}
        </Button>
        <p id={hintId} className="text-sm text-ink-muted">
          {t('uploader.hint')}
        </p>
      </div>
      <UploadTotal entries={entries} />

      {entries.length > 0 && (
        <ul
          aria-label={t('uploader.listLabel')}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {entries.map((entry) => (
            <UploadRow
              key={entry.id}
              entry={entry}
              actions={actions}
              {...(renderThumbnail ? { renderThumbnail } : {})}
            />
          ))}
        </ul>
      )}

      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}

/** The buttons a row offers, in this order, each shown only while it applies to the entry. */
const rowActions = [
  {
    name: 'cancel',
    variant: 'ghost',
    Icon: X,
    shownWhen: (entry: UploadEntry) => entry.status === 'queued' || entry.status === 'uploading',
  },
  { name: 'retry', variant: 'secondary', Icon: RotateCw, shownWhen: isRetryable },
  {
    name: 'remove',
    variant: 'ghost',
    Icon: Trash2,
    shownWhen: (entry: UploadEntry) =>
      entry.status === 'done' || entry.status === 'failed' || entry.status === 'canceled',
  },
] as const;

type RowAction = (typeof rowActions)[number]['name'];

function UploadRow({
  entry,
  actions,
  renderThumbnail,
}: {
  entry: UploadEntry;
  /** What each action does to an entry, by the entry's id. */
  actions: Record<RowAction, (id: string) => void>;
  renderThumbnail?: (stored: StoredUpload, alt: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation('media');
  const name = entry.name;
  const percent = percentOf(entry);
  const stored = entry.stored;
  const thumbnail = stored?.thumbnail;
  const alt = t('uploader.thumbnailAlt', { name });
  return (
    <li
      className="flex gap-3 rounded-card border border-border bg-white p-3 shadow-card"
      data-status={entry.status}
    >
      <div className="size-16 shrink-0 overflow-hidden rounded-control bg-surface-sunken">
        {stored && renderThumbnail?.(stored, alt)}
        {stored && !renderThumbnail && thumbnail && (
          <img
            src={thumbnail.url}
            alt={alt}
            width={thumbnail.width}
            height={thumbnail.height}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-medium" title={name}>
          {name}
        </p>
        {entry.status === 'uploading' && (
          <>
            <progress
              className="h-2 w-full"
              max={100}
              value={percent}
              aria-label={t('uploader.progress', {
                name,
                percent: formatPercent(percent / 100, i18n.language, 0),
              })}
            />
            <p className="text-xs text-ink-muted">
              {percent >= 100
                ? t('uploader.processing')
                : t('uploader.uploading', { percent: formatPercent(percent / 100, i18n.language, 0) })}
            </p>
          </>
        )}
        {entry.status === 'queued' && <p className="text-xs text-ink-muted">{t('uploader.queued')}</p>}
        {entry.status === 'done' && <p className="text-xs text-success-700">{t('uploader.done')}</p>}
        {entry.status === 'canceled' && <p className="text-xs text-ink-muted">{t('uploader.canceled')}</p>}
        {entry.status === 'failed' && (
          <p className="text-xs text-error-700">
            {t((entry.errorKey ?? 'media:errors.network') as 'errors.network')}
          </p>
        )}
        <div className="flex gap-2">
          {rowActions
            .filter((action) => action.shownWhen(entry))
            .map(({ name: action, variant, Icon }) => (
              <Button
                key={action}
                size="sm"
                variant={variant}
                onClick={() => actions[action](entry.id)}
                aria-label={t(`uploader.${action}`, { name })}
              >
                <Icon aria-hidden="true" className="size-4" />
              </Button>
            ))}
        </div>
      </div>
    </li>
  );
}
