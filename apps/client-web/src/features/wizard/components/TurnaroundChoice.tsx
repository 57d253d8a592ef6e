import { turnaroundAmount } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { cn } from '@photoedit/ui';
import { useTurnarounds } from '../../../lib/useTurnarounds';
import type { WizardStateProps } from '../wizard-props';

/**
 * How fast the order is delivered: the tiers the admin offers, each with its hours and what it changes on this
 * order's services (the server prices it; the amounts shown here come from the same percentages). Offered with the
 * services (step 2) and again on Review & Pay; both change the one choice of the order.
 */
export function TurnaroundChoice({
  state,
  dispatch,
  subtotalMinor,
  money,
}: WizardStateProps & {
  /** The services' price of the order, once known. */
  subtotalMinor: number | undefined;
  money: (amountMinor: number) => string;
}) {
  const { t } = useTranslation('wizard');
  const offered = useTurnarounds().data ?? [];
  if (offered.length < 2) return null;
  const change = (percent: number) => {
    if (subtotalMinor === undefined) return null;
    const amount = turnaroundAmount(subtotalMinor, percent);
    if (amount === 0) return t('turnaroundSame');
    return `${amount > 0 ? '+' : '−'}${money(Math.abs(amount))}`;
  };
  return (
    <fieldset className="min-w-0 rounded-card border border-border bg-white p-4" data-testid="turnaround">
      <legend className="px-1 text-lg font-semibold text-ink">{t('turnaroundTitle')}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
        {offered.map((option) => (
          <label
            key={option.tier}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-control border border-border p-3',
              'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
            )}
          >
            <input
              type="radio"
              name="turnaround"
              className="mt-1 size-4 accent-brand-600"
              value={option.tier}
              checked={state.turnaround === option.tier}
              onChange={() => dispatch({ type: 'turnaround', tier: option.tier })}
            />
            <span className="flex flex-col">
              <span className="font-medium text-ink">
                {t(`turnaround.${option.tier}`, { hours: option.hours })}
              </span>
              <span className="text-sm text-ink-muted">{change(option.percent)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
