import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import type { WizardStep } from '../wizard-state';
import { detailsFormId } from './DetailsStep';

/**
 * Back (from the second step on) and Next under the step; on the details step Next submits its form, and the
 * review step has no Next (it ends in Pay).
 */
export function WizardNav({
  step,
  stepIndex,
  onBack,
  onNext,
}: {
  step: WizardStep;
  stepIndex: number;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  return (
    <div className="mt-6 flex flex-wrap justify-between gap-3">
      {stepIndex > 0 ? (
        <Button variant="secondary" onClick={onBack}>
          {t('nav.back')}
        </Button>
      ) : (
        <span />
      )}
      {step === 'details' ? (
        <Button key="submit-details" type="submit" form={detailsFormId}>
          {t('nav.next')}
        </Button>
      ) : step !== 'review' ? (
        <Button key="next" onClick={onNext}>
          {t('nav.next')}
        </Button>
      ) : null}
    </div>
  );
}
