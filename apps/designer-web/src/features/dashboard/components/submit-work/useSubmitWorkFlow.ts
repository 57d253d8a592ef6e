// The state and actions of the delivery flow (SubmitWork): the step, the chosen files, the comments, the problem
// shown, and the upload then submission of the delivery.
import type { DesignerOrder, DesignerOrderImage } from '@photoedit/contracts';
import { i18n, useTranslation } from '@photoedit/i18n';
import { toast } from '@photoedit/ui';
import { describeError, precheckFile } from '@photoedit/web-client';
import { useState } from 'react';
import { useSubmitWork } from '../../api/designer-orders';
import { useEditedUploads } from '../../api/useEditedUploads';
import { useUploadsAhead } from '../../api/useUploadsAhead';
import { matchFilesToPhotos } from '../../lib/match-files';
import { commentTooLong } from './CommentStep';
import type { Step } from './StepList';

interface SubmitWorkFlowOptions {
  order: DesignerOrder;
  /** The photos this delivery must cover (`needsSubmission`). */
  images: DesignerOrderImage[];
  onDone: () => void;
}

export function useSubmitWorkFlow({ order, images, onDone }: SubmitWorkFlowOptions) {
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

  const ahead = useUploadsAhead({
    run,
    files,
    images,
    active: (step === 'preview' || step === 'comment') && !fileProblems,
  });

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

  const setPhotoComment = (imageId: string, text: string) =>
    setPhotoComments((current) => new Map(current).set(imageId, text));

  const continueWithFiles = (next: Step) => {
    if (fileProblems) {
      setProblem(t('submit.missingFiles'));
      return;
    }
    go(next);
  };

  const start = async () => {
    go('uploading');
    await ahead.settled();
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

  return {
    step,
    files,
    comment,
    photoComments,
    problem,
    uploads,
    /** The uploaded files for the consistency check; null while they upload (`lookFailed` if that failed). */
    lookImages: ahead.lookImages,
    lookFailed: ahead.failed,
    submitting: submit.isPending,
    busy,
    tooLong,
    go,
    setFile,
    addFiles,
    setComment,
    setPhotoComment,
    continueWithFiles,
    start,
  };
}
