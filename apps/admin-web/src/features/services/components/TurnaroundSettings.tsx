import { type TurnaroundOption, turnaroundRules } from '@photoedit/contracts';
import { formatPercent, useTranslation } from '@photoedit/i18n';
import { Button, CheckboxField, TextField, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useState } from 'react';
import { SettingsCard } from '../../../components/SettingsCard';
import { useTurnaroundTiers, useUpdateTurnaround } from '../api/services';

/**
 * Turnaround: whether Express and Economy are offered, and their price as a percentage of the standard price
 * (Standard is always 24 h at 100 %). New quotes and orders use the settings at once; paid orders keep theirs.
 */
export function TurnaroundSettings() {
  const { t } = useTranslation('admin');
  const tiers = useTurnaroundTiers();
  return (
    <SettingsCard title={t('turnaround.title')} intro={t('turnaround.intro')} testId="turnaround-settings">
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {(tiers.data ?? [])
          .filter((tier) => tier.tier !== 'standard')
          .map((tier) => (
            <TierForm key={`${tier.tier}-${tier.percent}-${tier.available}`} tier={tier} />
          ))}
      </div>
    </SettingsCard>
  );
}

function TierForm({ tier }: { tier: TurnaroundOption }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [available, setAvailable] = useState(tier.available);
  const [percent, setPercent] = useState(String(tier.percent));
  const kind = tier.tier === 'express' ? 'express' : 'economy';
  const range = turnaroundRules[kind];
  const save = useUpdateTurnaround({
    onSuccess: () => toast.success(t('turnaround.saved')),
    onError: (error) => toast.error(describeError(error)),
  });
  return (
    <form
      className="flex flex-col gap-3 rounded-control border border-border p-4"
      aria-label={t(`turnaround.${kind}`, { hours: tier.hours })}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ tier: kind, available, percent: Number(percent) });
      }}
    >
      <h3 className="font-semibold text-ink">{t(`turnaround.${kind}`, { hours: tier.hours })}</h3>
      <CheckboxField
        label={t('turnaround.offered')}
        checked={available}
        onChange={(event) => setAvailable(event.target.checked)}
      />
      <TextField
        label={t('turnaround.percent')}
        hint={t('turnaround.percentHint', {
          min: formatPercent(range.minPercent / 100, i18n.language, 0),
          max: formatPercent(range.maxPercent / 100, i18n.language, 0),
        })}
        type="number"
        inputMode="numeric"
        min={range.minPercent}
        max={range.maxPercent}
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
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
