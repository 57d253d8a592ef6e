import type { DesignerOrderImage } from '@photoedit/contracts';
import { formatPercent, useTranslation } from '@photoedit/i18n';
import type { EditedUpload } from '../../api/useEditedUploads';
import { translateKey } from './translate-key';

/** Step 4: each file's upload progress, then the delivery itself. */
export function UploadingStep({
  images,
  uploads,
  submitting,
}: {
  images: DesignerOrderImage[];
  uploads: ReadonlyMap<string, EditedUpload>;
  submitting: boolean;
}) {
  const { t } = useTranslation('designer');
  return (
    <div className="mt-3 space-y-3">
      <p className="text-ink-muted">{t('submit.uploadingIntro')}</p>
      <ul className="space-y-2">
        {images.map((image) => {
          const entry = uploads.get(image.id);
          return entry ? (
            <li key={image.id}>
              <UploadRow number={image.position + 1} entry={entry} />
            </li>
          ) : null;
        })}
      </ul>
      {submitting ? (
        <p role="status" className="font-medium text-ink">
          {t('submit.submitting')}
        </p>
      ) : null}
    </div>
  );
}

function UploadRow({ number, entry }: { number: number; entry: EditedUpload }) {
  const { t, i18n } = useTranslation('designer');
  const percent = Math.round(entry.progress * 100);
  const status = {
    queued: t('submit.statusQueued'),
    uploading: t('submit.statusUploading'),
    done: t('submit.statusDone'),
    failed: t('submit.statusFailed'),
  }[entry.status];
  return (
    <div className="rounded-control border border-border p-3">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium text-ink">
          {t('order.photo', { number })} · {entry.file.name}
        </span>
        <span className={entry.status === 'failed' ? 'font-medium text-error-700' : 'text-ink-muted'}>
          {status}
        </span>
      </div>
      <progress
        className="mt-2 h-2 w-full"
        max={100}
        value={percent}
        aria-label={t('submit.progress', {
          name: entry.file.name,
          percent: formatPercent(percent / 100, i18n.language, 0),
        })}
      />
      {entry.errorKey ? <p className="mt-1 text-sm text-error-700">{translateKey(entry.errorKey)}</p> : null}
    </div>
  );
}
