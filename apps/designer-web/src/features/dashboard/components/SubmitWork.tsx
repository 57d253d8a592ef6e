// Delivering edited photos (SPEC §2 designer upload flow): select files → preview → comment → uploading.
// One edited file per photo: files are matched to photos when chosen together and can be replaced per photo;
// uploads go to POST /api/media/upload with the designer's token, then designer.orders.submit delivers them.
import { type DesignerOrder, type DesignerOrderImage, designerRules } from '@photoedit/contracts';
import { i18n, useTranslation } from '@photoedit/i18n';
import { Button, Card, cn, describeError, precheckFile, toast, translateMessageKey } from '@photoedit/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useSubmitWork } from '../api/designer-orders';
import { type EditedUpload, useEditedUploads } from '../api/useEditedUploads';
import { matchFilesToPhotos } from '../lib/match-files';

const steps = ['select', 'preview', 'comment', 'uploading'] as const;
type Step = (typeof steps)[number];

const acceptedTypes = 'image/jpeg,image/png,image/webp,image/gif';

const focusOnMount = (node: HTMLElement | null) => node?.focus();

/** A message key of the API or the uploader: `media:…` keys carry their namespace, the rest are `common`. */
const translateKey = (key: string) => (key.includes(':') ? i18n.t(key as never) : translateMessageKey(key));

interface SubmitWorkProps {
  order: DesignerOrder;
  /** The photos this delivery must cover (`needsSubmission`). */
  images: DesignerOrderImage[];
  onCancel: () => void;
  onDone: () => void;
}

export function SubmitWork({ order, images, onCancel, onDone }: SubmitWorkProps) {
  const { t } = useTranslation('designer');
  const [step, setStep] = useState<Step>('select');
  const [files, setFiles] = useState<ReadonlyMap<string, File>>(new Map());
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { uploads, run, forget } = useEditedUploads();
  const submit = useSubmitWork();
  const commentId = useId();

  const stepIndex = steps.indexOf(step);
  const chosenCount = images.filter((image) => files.has(image.id)).length;
  const fileProblems = images.some((image) => {
    const file = files.get(image.id);
    return !file || precheckFile(file) !== undefined;
  });
  const commentTooLong = comment.trim().length > designerRules.commentMaxLength;
  const uploadList = [...uploads.values()];
  const busy =
    submit.isPending || uploadList.some((entry) => entry.status === 'uploading' || entry.status === 'queued');

  const go = (next: Step) => {
    setProblem(null);
    setStep(next);
  };

  const setFile = (imageId: string, file: File | undefined) => {
    setFiles((current) => {
      const next = new Map(current);
      if (file) next.set(imageId, file);
      else next.delete(imageId);
      return next;
    });
  };

  const addFiles = (picked: File[]) => {
    setFiles((current) => {
      const matched = matchFilesToPhotos(
        images.map((image) => ({ imageId: image.id, originalFileName: image.original.fileName })),
        picked,
        new Set(current.keys()),
      );
      return new Map([...current, ...matched]);
    });
  };

  const continueWithFiles = (next: Step) => {
    if (fileProblems) {
      setProblem(t('submit.missingFiles'));
      return;
    }
    go(next);
  };

  const start = async () => {
    go('uploading');
    const mediaIds = await run(files);
    if (!mediaIds) {
      setProblem(t('submit.failed'));
      return;
    }
    submit.mutate(
      {
        orderId: order.id,
        images: images.map((image) => ({
          orderImageId: image.id,
          editedMediaId: mediaIds.get(image.id) ?? '',
        })),
        comment: comment.trim() || undefined,
      },
      {
        onSuccess: () => {
          forget();
          toast.success(t('submit.success'));
          onDone();
        },
        onError: (error) => {
          // The uploads may be what was refused (e.g. removed meanwhile): send them again on retry.
          forget();
          setProblem(
            `${i18n.t('common:messages.submitFailed', { item: t('submit.submitItem') })} ${describeError(error)}`,
          );
        },
      },
    );
  };

  return (
    <Card className="p-5" role="region" aria-label={t('submit.title', { number: order.orderNumber })}>
      <h4 className="text-lg font-semibold text-ink">{t('submit.title', { number: order.orderNumber })}</h4>
      <ol aria-label={t('submit.stepsLabel')} className="mt-3 flex flex-wrap gap-2 text-sm">
        {steps.map((name, index) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className={cn(
              'rounded-control px-3 py-1',
              name === step
                ? 'bg-brand-600 font-semibold text-white'
                : index < stepIndex
                  ? 'bg-brand-50 text-brand-800'
                  : 'bg-surface text-ink-muted',
            )}
          >
            {index + 1}. {t(`submit.steps.${name}`)}
          </li>
        ))}
      </ol>
      {/* Keyed by step: each step mounts its heading focused, so keyboards and screen readers follow. */}
      <h5
        key={step}
        ref={focusOnMount}
        tabIndex={-1}
        className="mt-5 font-semibold text-ink focus:outline-none"
      >
        {t('submit.stepOf', {
          current: stepIndex + 1,
          total: steps.length,
          name: t(`submit.steps.${step}`),
        })}
      </h5>

      {step === 'select' ? (
        <div className="mt-3 space-y-4">
          <p className="text-ink-muted">{t('submit.selectIntro')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <FilePicker label={t('submit.selectAll')} multiple onFiles={addFiles} variant="primary" />
            <span className="text-sm text-ink-muted" aria-live="polite">
              {t('submit.chosen', { chosen: chosenCount, count: images.length })}
            </span>
          </div>
          <p className="text-sm text-ink-muted">{t('submit.selectAllHint')}</p>
          <ul className="space-y-3">
            {images.map((image) => (
              <li key={image.id}>
                <PhotoFileRow
                  image={image}
                  file={files.get(image.id)}
                  onFile={(file) => setFile(image.id, file)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {step === 'preview' ? (
        <div className="mt-3 space-y-4">
          <p className="text-ink-muted">{t('submit.previewIntro')}</p>
          <ul className="space-y-4">
            {images.map((image) => (
              <li key={image.id}>
                <PreviewRow
                  orderNumber={order.orderNumber}
                  image={image}
                  file={files.get(image.id)}
                  onFile={(file) => setFile(image.id, file)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {step === 'comment' ? (
        <div className="mt-3 space-y-3">
          <p className="text-ink">
            {t('submit.summary', { count: images.length, number: order.orderNumber })}
          </p>
          <label htmlFor={commentId} className="block font-medium text-ink">
            {t('submit.commentLabel')}
          </label>
          <textarea
            id={commentId}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            rows={5}
            aria-describedby={`${commentId}-hint ${commentId}-count`}
            aria-invalid={commentTooLong || undefined}
            className="w-full rounded-control border border-border-strong bg-white p-3 text-ink focus-visible:outline-2 focus-visible:outline-focus"
          />
          <p id={`${commentId}-hint`} className="text-sm text-ink-muted">
            {t('submit.commentHint', { max: designerRules.commentMaxLength })}
          </p>
          <p
            id={`${commentId}-count`}
            className={cn('text-sm', commentTooLong ? 'font-medium text-error-700' : 'text-ink-muted')}
          >
            {commentTooLong
              ? t('submit.commentTooLong', { max: designerRules.commentMaxLength })
              : t('submit.commentCount', {
                  count: comment.trim().length,
                  max: designerRules.commentMaxLength,
                })}
          </p>
        </div>
      ) : null}

      {step === 'uploading' ? (
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
          {submit.isPending ? (
            <p role="status" className="font-medium text-ink">
              {t('submit.submitting')}
            </p>
          ) : null}
        </div>
      ) : null}

      {problem ? (
        <p role="alert" className="mt-4 rounded-control bg-error-50 p-3 font-medium text-error-700">
          {problem}
        </p>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-3">
        {step === 'select' ? (
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t('submit.cancel')}
            </Button>
            <Button onClick={() => continueWithFiles('preview')}>{t('submit.next')}</Button>
          </>
        ) : null}
        {step === 'preview' ? (
          <>
            <Button variant="secondary" onClick={() => go('select')}>
              {t('submit.back')}
            </Button>
            <Button onClick={() => continueWithFiles('comment')}>{t('submit.next')}</Button>
          </>
        ) : null}
        {step === 'comment' ? (
          <>
            <Button variant="secondary" onClick={() => go('preview')}>
              {t('submit.back')}
            </Button>
            <Button onClick={start} disabled={commentTooLong}>
              {t('submit.start')}
            </Button>
          </>
        ) : null}
        {step === 'uploading' && problem && !busy ? (
          <>
            <Button variant="secondary" onClick={() => go('preview')}>
              {t('submit.back')}
            </Button>
            <Button onClick={start}>{t('submit.retry')}</Button>
          </>
        ) : null}
      </div>
    </Card>
  );
}

/** A button opening the file dialog (the input itself is hidden but labelled, for tests and assistive tech). */
function FilePicker({
  label,
  accessibleLabel = label,
  multiple = false,
  onFiles,
  variant = 'secondary',
}: {
  label: string;
  /** Names the input and the button when the visible label repeats (one picker per photo). */
  accessibleLabel?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  variant?: 'primary' | 'secondary';
}) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length > 0) onFiles(picked);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={acceptedTypes}
        multiple={multiple}
        aria-label={accessibleLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={onChange}
      />
      <Button
        variant={variant}
        size="sm"
        onClick={() => input.current?.click()}
        aria-label={accessibleLabel === label ? undefined : `${accessibleLabel}: ${label}`}
      >
        {label}
      </Button>
    </>
  );
}

/** What the client asked for one photo: services, note, and the open revision. */
function PhotoWishes({ image }: { image: DesignerOrderImage }) {
  const { t } = useTranslation('designer');
  return (
    <div className="space-y-1 text-sm">
      <p className="text-ink-muted">{image.services.map((service) => service.name).join(', ')}</p>
      {image.clientNote ? (
        <p className="text-ink-muted">
          <span className="font-medium text-ink">{t('order.clientNote')}: </span>
          {image.clientNote}
        </p>
      ) : null}
      {image.revisionOpen ? (
        <p className="rounded-control bg-warning-50 px-2 py-1 text-ink">
          <span className="font-semibold text-warning-700">{t('image.revisionNote')}: </span>
          {image.revisionNote}
        </p>
      ) : null}
    </div>
  );
}

function PhotoFileRow({
  image,
  file,
  onFile,
}: {
  image: DesignerOrderImage;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
}) {
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
        <FilePicker
          label={file ? t('submit.replaceFile') : t('submit.chooseFile')}
          accessibleLabel={t('submit.fileFor', { number })}
          onFiles={(picked) => onFile(picked[0])}
        />
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

function PreviewRow({
  orderNumber,
  image,
  file,
  onFile,
}: {
  orderNumber: number;
  image: DesignerOrderImage;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('designer');
  const number = image.position + 1;
  const url = useObjectUrl(file);
  const refusal = file ? precheckFile(file) : undefined;
  return (
    <div className="rounded-control border border-border p-3">
      <p className="font-medium text-ink">{t('order.photo', { number })}</p>
      <PhotoWishes image={image} />
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <figure>
          <img
            src={image.original.previewUrl}
            alt={t('order.thumbnailAlt', { number, order: orderNumber })}
            className="aspect-[4/3] w-full rounded-control border border-border bg-surface object-contain"
          />
          <figcaption className="mt-1 text-xs text-ink-muted">{t('order.original')}</figcaption>
        </figure>
        <figure>
          {url && !refusal ? (
            <img
              src={url}
              alt={t('order.editedAlt', { number })}
              className="aspect-[4/3] w-full rounded-control border border-border bg-surface object-contain"
            />
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
        <FilePicker
          label={file ? t('submit.replaceFile') : t('submit.chooseFile')}
          accessibleLabel={t('submit.fileFor', { number })}
          onFiles={(picked) => onFile(picked[0])}
        />
      </div>
    </div>
  );
}

function UploadRow({ number, entry }: { number: number; entry: EditedUpload }) {
  const { t } = useTranslation('designer');
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
        aria-label={t('submit.progress', { name: entry.file.name, percent })}
      />
      {entry.errorKey ? <p className="mt-1 text-sm text-error-700">{translateKey(entry.errorKey)}</p> : null}
    </div>
  );
}
