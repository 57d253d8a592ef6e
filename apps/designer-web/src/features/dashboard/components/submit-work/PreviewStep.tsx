import type { DesignerOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { CheckboxField, PreviewImage } from '@photoedit/ui';
import { precheckFile } from '@photoedit/web-client';
import { useEffect, useState } from 'react';
import { needsCheck } from '../../lib/match-files';
import { PhotoFilePicker } from './FilePicker';
import { PhotoFileList, type PhotoFileRowProps } from './PhotoFileList';
import { PhotoWishes } from './PhotoWishes';
import { translateKey } from './translate-key';

/** Whether a row of the preview needs a look: no file, a refused file, or a name that is not the original's. */
const toCheck = (image: DesignerOrderImage, file: File | undefined) =>
  needsCheck(image.original.fileName, file) || (file !== undefined && precheckFile(file) !== undefined);

/**
 * Step 2: each original beside the chosen file, which can still be replaced. With many photos, "Show only the
 * photos to check" leaves the pairs that need a look (a file without the original's name, or none).
 */
export function PreviewStep({
  orderNumber,
  images,
  files,
  onFile,
}: {
  orderNumber: number;
  images: DesignerOrderImage[];
  files: ReadonlyMap<string, File>;
  onFile: (imageId: string, file: File | undefined) => void;
}) {
  const { t } = useTranslation('designer');
  // The photos to check when the view was narrowed: a row stays while its file is replaced (focus stays in it).
  const [checking, setChecking] = useState<ReadonlySet<string> | null>(null);
  const toCheckIds = images.filter((image) => toCheck(image, files.get(image.id))).map((image) => image.id);
  const checkCount = toCheckIds.length;
  const shown = checking ? images.filter((image) => checking.has(image.id)) : images;
  return (
    <div className="mt-3 space-y-4">
      <p className="text-ink-muted">{t('submit.previewIntro')}</p>
      {checkCount > 0 || checking ? (
        <CheckboxField
          label={t('submit.checkOnly', { count: checkCount })}
          checked={checking !== null}
          onChange={(event) => setChecking(event.target.checked ? new Set(toCheckIds) : null)}
        />
      ) : (
        <p className="text-sm font-medium text-success-700" data-testid="all-match">
          {t('submit.allMatch')}
        </p>
      )}
      <PhotoFileList className="space-y-4" images={shown} files={files} onFile={onFile}>
        {(row) => <PreviewRow orderNumber={orderNumber} {...row} />}
      </PhotoFileList>
    </div>
  );
}

/** A local preview of a chosen file (an object URL, released when the file changes or the row goes). */
function useObjectUrl(file: File | undefined) {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

function PreviewRow({ orderNumber, image, file, onFile }: PhotoFileRowProps & { orderNumber: number }) {
  const { t } = useTranslation('designer');
  const number = image.position + 1;
  const url = useObjectUrl(file);
  const refusal = file ? precheckFile(file) : undefined;
  return (
    <div className="rounded-control border border-border p-3">
      <p className="font-medium text-ink">{t('order.photo', { number })}</p>
      {file && image.original.fileName && needsCheck(image.original.fileName, file) ? (
        <p
          className="text-sm font-medium text-warning-700 [overflow-wrap:anywhere]"
          data-testid="name-mismatch"
        >
          {t('submit.nameMismatch', { name: image.original.fileName })}
        </p>
      ) : null}
      <PhotoWishes image={image} />
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <figure>
          <PreviewImage
            src={image.original.previewUrl}
            alt={t('order.thumbnailAlt', { number, order: orderNumber })}
          />
          <figcaption className="mt-1 text-xs text-ink-muted">{t('order.original')}</figcaption>
        </figure>
        <figure>
          {url && !refusal ? (
            <PreviewImage src={url} alt={t('order.editedAlt', { number })} />
          ) : (
            <div className="flex aspect-[4/3] w-full items-center justify-center rounded-control border border-dashed border-border-strong p-2 text-center text-sm text-ink-muted">
              {refusal ? translateKey(refusal) : t('submit.noFile')}
            </div>
          )}
          <figcaption className="mt-1 text-xs text-ink-muted">
            {t('order.edited')}
            {file ? ` · ${file.name}` : ''}
          </figcaption>
        </figure>
      </div>
      <div className="mt-2">
        <PhotoFilePicker number={number} chosen={file !== undefined} onFile={onFile} />
      </div>
    </div>
  );
}
