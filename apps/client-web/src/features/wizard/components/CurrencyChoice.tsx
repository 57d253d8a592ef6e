// The currency the order is priced and paid in (issue 35): US dollars, euros or Polish złoty. Changing it reprices
// the catalogue and lets go of the order made so far (a new one is made at payment) and of a discount code (a
// fixed amount belongs to one currency).
import { type Currency, currencies } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { SelectField } from '@photoedit/ui';
import type { WizardStateProps } from '../wizard-props';

export function CurrencyChoice({
  currency,
  dispatch,
}: Pick<WizardStateProps, 'dispatch'> & { currency: Currency }) {
  const { t } = useTranslation('wizard');
  return (
    <SelectField
      className="max-w-xs"
      label={t('currency.label')}
      hint={t('currency.hint')}
      value={currency}
      onChange={(event) => dispatch({ type: 'currency', currency: event.target.value as Currency })}
      data-testid="wizard-currency"
    >
      {currencies.map((option) => (
        <option key={option} value={option}>
          {t(`currency.names.${option}`)}
        </option>
      ))}
    </SelectField>
  );
}
