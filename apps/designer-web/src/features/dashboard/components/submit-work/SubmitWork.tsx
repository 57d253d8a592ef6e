// Delivering edited photos (SPEC §2 designer upload flow): select files → preview → comment → uploading.
// One edited file per photo: files are matched to photos when chosen together and can be replaced per photo;
// uploads go to POST /api/media/upload with the designer's token, then designer.orders.submit delivers them.
import type { DesignerOrder, DesignerOrderImage } from '@photoedit/contracts';
import { i18n, useTranslation } from '@photoedit/i18n';
import { Card, describeError, precheckFile, toast } from '@photoedit/ui';
import { useState } from 'react';
import { useSubmitWork } from '../../api/designer-orders';
import { useEditedUploads } from '../../api/useEditedUploads';
import { matchFilesToPhotos } from '../../lib/match-files';
import { CommentStep, commentTooLong } from './CommentStep';
import { PreviewStep } from './PreviewStep';
import { SelectStep } from './SelectStep';
import { StepButtons, type StepNavigation } from './StepButtons';
import { type Step, StepList } from './StepList';
import { UploadingStep } from './UploadingStep';

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
  const [photoComments, setPhotoComments] = useState<ReadonlyMap<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const { uploads, run, forget } = useEditedUploads();
  const submit = useSubmitWork();

  const fileProblems = images.some((image) => {
    const file = files.get(image.id);
    return !file || precheckFile(file) !== undefined;
  });
  const tooLong = commentTooLong(comment) || [...photoComments.values()].some(commentTooLong);
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
          comment: photoComments.get(image.id)?.trim() || undefined,
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

  // While uploading there are no buttons, unless the delivery failed: then back, or try again.
  const navigationOf: Record<Step, StepNavigation | null> = {
    select: {
      back: { label: t('submit.cancel'), onClick: onCancel },
      forward: { label: t('submit.next'), onClick: () => continueWithFiles('preview') },
    },
    preview: {
      back: { label: t('submit.back'), onClick: () => go('select') },
      forward: { label: t('submit.next'), onClick: () => continueWithFiles('comment') },
    },
    comment: {
      back: { label: t('submit.back'), onClick: () => go('preview') },
      forward: { label: t('submit.start'), onClick: start, disabled: tooLong },
    },
    uploading:
      problem && !busy
        ? {
            back: { label: t('submit.back'), onClick: () => go('preview') },
            forward: { label: t('submit.retry'), onClick: start },
          }
        : null,
  };

  return (
    <Card className="p-5" role="region" aria-label={t('submit.title', { number: order.orderNumber })}>
      <h4 className="text-lg font-semibold text-ink">{t('submit.title', { number: order.orderNumber })}</h4>
      <StepList step={step} />

      {step === 'select' ? (
        <SelectStep images={images} files={files} onAddFiles={addFiles} onFile={setFile} />
      ) : null}
      {step === 'preview' ? (
        <PreviewStep orderNumber={order.orderNumber} images={images} files={files} onFile={setFile} />
      ) : null}
      {step === 'comment' ? (
        <CommentStep
          orderNumber={order.orderNumber}
          images={images}
          comment={comment}
          onComment={setComment}
          photoComments={photoComments}
          onPhotoComment={(imageId, text) =>
            setPhotoComments((current) => new Map(current).set(imageId, text))
          }
        />
      ) : null}
      {step === 'uploading' ? (
        <UploadingStep images={images} uploads={uploads} submitting={submit.isPending} />
      ) : null}

      {problem ? (
        <p role="alert" className="mt-4 rounded-control bg-error-50 p-3 font-medium text-error-700">
          {problem}
        </p>
      ) : null}

      <StepButtons step={step} navigation={navigationOf[step]} />
    </Card>
  );
}
