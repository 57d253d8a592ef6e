// Delivering edited photos (SPEC §2 designer upload flow): select files → preview → comment → uploading.
// One edited file per photo: files are matched to photos when chosen together and can be replaced per photo;
// uploads go to POST /api/media/upload with the designer's token, then designer.orders.submit delivers them.
import type { DesignerOrder, DesignerOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Card } from '@photoedit/ui';
import { CommentStep } from './CommentStep';
import { LookCheck } from './LookCheck';
import { PreviewStep } from './PreviewStep';
import { SelectStep } from './SelectStep';
import { StepButtons, type StepNavigation } from './StepButtons';
import { type Step, StepList } from './StepList';
import { UploadingStep } from './UploadingStep';
import { useSubmitWorkFlow } from './useSubmitWorkFlow';

interface SubmitWorkProps {
  order: DesignerOrder;
  /** The photos this delivery must cover (`needsSubmission`). */
  images: DesignerOrderImage[];
  onCancel: () => void;
  onDone: () => void;
}

export function SubmitWork({ order, images, onCancel, onDone }: SubmitWorkProps) {
  const { t } = useTranslation('designer');
  const flow = useSubmitWorkFlow({ order, images, onDone });
  const { step, files, problem, go, continueWithFiles, start } = flow;

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
      forward: { label: t('submit.start'), onClick: start, disabled: flow.tooLong },
    },
    uploading:
      problem && !flow.busy
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
      {step === 'preview' || step === 'comment' ? (
        <LookCheck orderId={order.id} images={flow.lookImages} failed={flow.lookFailed} />
      ) : null}

      {step === 'select' ? (
        <SelectStep images={images} files={files} onAddFiles={flow.addFiles} onFile={flow.setFile} />
      ) : null}
      {step === 'preview' ? (
        <PreviewStep orderNumber={order.orderNumber} images={images} files={files} onFile={flow.setFile} />
      ) : null}
      {step === 'comment' ? (
        <CommentStep
          orderNumber={order.orderNumber}
          images={images}
          comment={flow.comment}
          onComment={flow.setComment}
          photoComments={flow.photoComments}
          onPhotoComment={flow.setPhotoComment}
        />
      ) : null}
      {step === 'uploading' ? (
        <UploadingStep images={images} uploads={flow.uploads} submitting={flow.submitting} />
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
