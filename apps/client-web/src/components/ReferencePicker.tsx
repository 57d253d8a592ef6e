import { acceptedUploadTypes, orderRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Spinner } from '@photoedit/ui';
import { createXhrUpload, draftHeaders, precheckFile, UploadError } from '@photoedit/web-client';
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';

const accept = Object.keys(acceptedUploadTypes).join(',');

/** A reference image as the picker shows it: the upload, its name and its thumbnail. */
export interface PickedReference {
  mediaId: string;
  name: string;
  thumbnailUrl: string;
}

/**
 * Up to three reference images ("a sky like this", "staging style") for a photo or the whole order, uploaded
 * through the same safe path as the photos (the draft's uploads), shown as thumbnails the client can remove.
 * "My style" keeps up to five the same way, as the signed-in client's uploads (`headers`).
 */
export function ReferencePicker({
  label,
  draftToken,
  headers,
  max = orderRules.maxReferences,
  references,
  onChange,
}: {
  label: string;
  /** The wizard's draft the uploads belong to; or `headers` of the signed-in client. */
  draftToken?: string | null;
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  max?: number;
  references: readonly PickedReference[];
  onChange: (references: PickedReference[]) => void;
}) {
  const { t } = useTranslation('wizard');
  const { t: tMedia } = useTranslation('media');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const room = max - references.length;
  const requestHeaders = headers ?? (draftToken ? () => draftHeaders(draftToken) : null);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, room);
    event.target.value = '';
    if (!requestHeaders || files.length === 0) return;
    const upload = createXhrUpload({ headers: requestHeaders });
    setBusy(true);
    setProblem(undefined);
    const added: PickedReference[] = [];
    for (const file of files) {
      const refused = precheckFile(file);
      if (refused) {
        setProblem(tMedia(refused as 'errors.network'));
        continue;
      }
      try {
        const item = await upload(file, () => undefined, new AbortController().signal);
        added.push({
          mediaId: item.id,
          name: item.info.originalFileName ?? file.name,
          thumbnailUrl: item.qualities.thumbnail.url,
        });
      } catch (error) {
        setProblem(
          tMedia(
            (error instanceof UploadError ? error.messageKey : 'media:errors.network') as 'errors.network',
          ),
        );
      }
    }
    setBusy(false);
    if (added.length > 0) onChange([...references, ...added]);
  };

  return (
    <div className="flex flex-col gap-2" data-testid="reference-picker">
      <p className="text-sm font-medium text-ink">{label}</p>
      <p className="text-sm text-ink-muted">{t('references.hint', { max })}</p>
      {references.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {references.map((reference, index) => (
            <li key={reference.mediaId} className="relative">
              <img
                src={reference.thumbnailUrl}
                alt={t('references.alt', { number: index + 1, name: reference.name })}
                className="size-16 rounded-control border border-border object-cover"
              />
              <Button
                variant="secondary"
                size="icon"
                className="absolute -top-2 -right-2 size-7 rounded-full"
                onClick={() => onChange(references.filter((other) => other.mediaId !== reference.mediaId))}
                aria-label={t('references.remove', { number: index + 1, name: reference.name })}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <div>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={accept}
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-label={label}
            onChange={add}
            data-testid="reference-input"
          />
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? <Spinner size="sm" /> : <ImagePlus aria-hidden="true" className="size-4" />}
            {busy ? t('references.uploading') : t('references.add')}
            <span className="sr-only">: {label}</span>
          </Button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-error-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
