import { useTranslation } from '@photoedit/i18n';
import { cn } from '@photoedit/ui';
import { wizardSteps } from '../wizard-state';

/**
 * The wizard's progress: an ordered list with the current step marked `aria-current="step"`. Steps already
 * reached are buttons (keyboard-reachable) that go back to them; later steps are plain text.
 */
export function Stepper({
  current,
  reached,
  onSelect,
}: {
  current: number;
  reached: number;
  onSelect: (step: number) => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <nav aria-label={t('stepper.label')}>
      <ol className="grid gap-2 sm:grid-cols-4">
        {wizardSteps.map((step, index) => {
          const isCurrent = index === current;
          const done = index < current;
          const label = t(`steps.${step}`);
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  isCurrent && 'border-brand-600 bg-brand-600 text-white',
                  done && 'border-brand-600 bg-white text-brand-700',
                  !isCurrent && !done && 'border-border-strong bg-white text-ink-muted',
                )}
              >
                {done ? '✓' : index + 1}
              </span>
              <span className="text-sm font-medium">
                <span className="sr-only">
                  {t('stepper.step', { number: index + 1, total: wizardSteps.length, name: '' })}
                </span>
                {label}
                {done ? <span className="sr-only"> ({t('stepper.completed')})</span> : null}
              </span>
            </>
          );
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'rounded-control border p-2',
                isCurrent ? 'border-brand-600 bg-brand-50 text-ink' : 'border-border bg-white text-ink-muted',
              )}
            >
              {index <= reached && !isCurrent ? (
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  className="flex w-full cursor-pointer items-center gap-2 rounded-control text-left text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  {content}
                </button>
              ) : (
                <div className="flex items-center gap-2">{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
