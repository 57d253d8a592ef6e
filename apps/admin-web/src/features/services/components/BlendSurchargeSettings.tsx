import { type AdminPricing, type Currency, currencies, maxBlendSurchargeMinor } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, SelectField, SelectOptions, TextField, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useState } from 'react';
import { SettingsCard } from '../../../components/SettingsCard';
import { minorToInput, parseMajorAmount } from '../../../lib/format';
import { useBlendSurcharge, useUpdateBlendSurcharge } from '../api/services';

/**
 * Prices in three currencies (issue 35): the surcharge added to the price of each bracket set (a photo of 2–9
 * exposures the designer blends) in USD, EUR and PLN, 0 by default, and the currency the wizard starts in for a
 * visitor who does not use Polish (Polish starts in PLN). New quotes use them at once; orders keep theirs.
 */
export function BlendSurchargeSettings() {
  const { t } = useTranslation('admin');
  const current = useBlendSurcharge();
  return (
    <SettingsCard
      title={t('blendSurcharge.title')}
      intro={t('blendSurcharge.intro')}
      testId="blend-surcharge-settings"
    >
      {current.data ? <PricingForm key={JSON.stringify(current.data)} pricing={current.data} /> : null}
    </SettingsCard>
  );
}

function PricingForm({ pricing }: { pricing: AdminPricing }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [amounts, setAmounts] = useState(() =>
    Object.fromEntries(
      currencies.map((currency) => [currency, minorToInput(pricing.blendSurcharges[currency])]),
    ),
  );
  const [defaultCurrency, setDefaultCurrency] = useState<Currency>(pricing.defaultCurrency);
  const save = useUpdateBlendSurcharge({
    onSuccess: () => toast.success(t('blendSurcharge.saved')),
    onError: (error) => toast.error(describeError(error)),
  });
  const minor = (currency: Currency) => parseMajorAmount(amounts[currency] ?? '') ?? Number.NaN;
  return (
    <form
      className="mt-4 flex flex-col gap-3"
      aria-label={t('blendSurcharge.title')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          blendSurcharges: { USD: minor('USD'), EUR: minor('EUR'), PLN: minor('PLN') },
          defaultCurrency,
        });
      }}
    >
      <div className="grid max-w-2xl grid-cols-1 gap-3 sm:grid-cols-3">
        {currencies.map((currency) => (
          <TextField
            key={currency}
            label={t('blendSurcharge.amount', { currency })}
            hint={t('blendSurcharge.hint', {
              max: formatMoney(maxBlendSurchargeMinor, currency, i18n.language),
            })}
            inputMode="decimal"
            value={amounts[currency] ?? ''}
            onChange={(event) => setAmounts((current) => ({ ...current, [currency]: event.target.value }))}
          />
        ))}
      </div>
      <SelectField
        className="max-w-xs"
        label={t('blendSurcharge.defaultCurrency')}
        hint={t('blendSurcharge.defaultCurrencyHint')}
        value={defaultCurrency}
        onChange={(event) => setDefaultCurrency(event.target.value as Currency)}
      >
        <SelectOptions values={currencies} labelOf={(currency) => currency} />
      </SelectField>
      <Button
        type="submit"
        size="sm"
        className="self-start"
        disabled={save.isPending}
        aria-busy={save.isPending}
      >
        {t('common.save')}
      </Button>
    </form>
  );
}
