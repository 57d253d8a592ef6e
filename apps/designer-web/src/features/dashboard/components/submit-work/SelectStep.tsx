import type { DesignerOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import { precheckFile } from '@photoedit/web-client';
import { FilePicker, PhotoFilePicker } from './FilePicker';
import { PhotoFileList, type PhotoFileRowProps } from './PhotoFileList';
import { PhotoWishes } from './PhotoWishes';
import { translateKey } from './translate-key';

/** Step 1: one edited file per photo, chosen together (matched by name) or per photo. */
export function SelectStep({
  images,
  files,
  onAddFiles,
  onFile,
}: {
  images: DesignerOrderImage[];
  files: ReadonlyMap<string, File>;
  onAddFiles: (picked: File[]) => void;
  onFile: (imageId: string, file: File | undefined) => void;
}) {
  const { t } = useTranslation('designer');
  const chosenCount = images.filter((image) => files.has(image.id)).length;
  return (
    <div className="mt-3 space-y-4">
      <p className="text-ink-muted">{t('submit.selectIntro')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <FilePicker label={t('submit.selectAll')} multiple onFiles={onAddFiles} variant="primary" />
        <span className="text-sm text-ink-muted" aria-live="polite">
          {t('submit.chosen', { chosen: chosenCount, count: images.length })}
        </span>
      </div>
      <p className="text-sm text-ink-muted">{t('submit.selectAllHint')}</p>
      <PhotoFileList className="space-y-3" images={images} files={files} onFile={onFile}>
        {(row) => <PhotoFileRow {...row} />}
      </PhotoFileList>
    </div>
  );
}

function PhotoFileRow({ image, file, onFile }: PhotoFileRowProps) {
  const { t } = useTranslation('designer');
  const number = image.position + 1;
  const refusal = file ? precheckFile(file) : undefined;
  return (
    <div className="flex flex-wrap items-start gap-4 rounded-control border border-border p-3">
      <img
        src={image.original.thumbnailUrl}
        alt={t('order.photo', { number })}
        className="size-20 rounded-control border border-border object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-ink">{t('order.photo', { number })}</p>
        <PhotoWishes image={image} />
        <p className="text-sm">
          {file ? (
            <span className="font-medium text-ink">{file.name}</span>
          ) : (
            <span className="text-ink-muted">{t('submit.noFile')}</span>
          )}
        </p>
        {refusal ? <p className="text-sm font-medium text-error-700">{translateKey(refusal)}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <PhotoFilePicker number={number} chosen={file !== undefined} onFile={onFile} />
        {file ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onFile(undefined)}
            aria-label={t('submit.removeFile', { number })}
          >
            ✕
          </Button>
        ) : null}
      </div>
    </div>
  );
}
