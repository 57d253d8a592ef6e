import { defaultCurrency, maxBlendSurchargeMinor } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, TextField, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useState } from 'react';
import { SettingsCard } from '../../../components/SettingsCard';
import { minorToInput, parseMajorAmount } from '../../../lib/format';
import { useAdminServices, useBlendSurcharge, useUpdateBlendSurcharge } from '../api/services';

/**
 * Bracketed exposures: the surcharge added to the price of each bracket set (a photo of 2–9 exposures the
 * designer blends), in the catalogue's currency; 0 by default. New quotes use it at once; orders keep theirs.
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
      {current.data ? (
        <SurchargeForm key={current.data.blendSurchargeMinor} minor={current.data.blendSurchargeMinor} />
      ) : null}
    </SettingsCard>
  );
}

function SurchargeForm({ minor }: { minor: number }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const currency = useAdminServices().data?.[0]?.currency ?? defaultCurrency;
  const [amount, setAmount] = useState(minorToInput(minor));
  const save = useUpdateBlendSurcharge({
    onSuccess: () => toast.success(t('blendSurcharge.saved')),
    onError: (error) => toast.error(describeError(error)),
  });
  return (
    <form
      className="mt-4 flex max-w-sm flex-col gap-3"
      aria-label={t('blendSurcharge.title')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ blendSurchargeMinor: parseMajorAmount(amount) ?? Number.NaN });
      }}
    >
      <TextField
        label={t('blendSurcharge.amount', { currency })}
        hint={t('blendSurcharge.hint', {
          max: formatMoney(maxBlendSurchargeMinor, currency, i18n.language),
        })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
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
