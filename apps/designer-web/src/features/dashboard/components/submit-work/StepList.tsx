import { useTranslation } from '@photoedit/i18n';
import { cn } from '@photoedit/ui';

export const steps = ['select', 'preview', 'comment', 'uploading'] as const;
export type Step = (typeof steps)[number];

const focusOnMount = (node: HTMLElement | null) => node?.focus();

/** The four steps with the current one marked, and the current step's heading (focused when it changes). */
export function StepList({ step }: { step: Step }) {
  const { t } = useTranslation('designer');
  const stepIndex = steps.indexOf(step);
  return (
    <>
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
    </>
  );
}
