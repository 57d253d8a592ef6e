import type { SlaSettings } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, TextField, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useState } from 'react';
import { SettingsCard } from '../../../components/SettingsCard';
import { useSaveSlaSettings } from '../api/sla';

const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The alerts' thresholds: shares of an order's time after which the admins (and its designer) are told. */
export function SlaSettingsForm({ settings }: { settings: SlaSettings }) {
  const { t } = useTranslation(['admin', 'common']);
  const [unclaimed, setUnclaimed] = useState(String(settings.unclaimedPercent));
  const [undelivered, setUndelivered] = useState(String(settings.undeliveredPercent));
  const [reminder, setReminder] = useState(String(settings.reminderPercent));
  const save = useSaveSlaSettings({
    onSaved: () => toast.success(t('atRisk.settingsSaved')),
    onFailed: (error) => toast.error(describeError(error)),
  });
  return (
    <SettingsCard title={t('atRisk.settingsTitle')} intro={t('atRisk.settingsIntro')} testId="sla-settings">
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-label={t('atRisk.settingsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            unclaimedPercent: wholeNumber(unclaimed),
            undeliveredPercent: wholeNumber(undelivered),
            reminderPercent: wholeNumber(reminder),
          });
        }}
      >
        <TextField
          label={t('atRisk.unclaimedPercent')}
          inputMode="numeric"
          value={unclaimed}
          onChange={(event) => setUnclaimed(event.target.value)}
        />
        <TextField
          label={t('atRisk.undeliveredPercent')}
          inputMode="numeric"
          value={undelivered}
          onChange={(event) => setUndelivered(event.target.value)}
        />
        <TextField
          label={t('atRisk.reminderPercent')}
          inputMode="numeric"
          value={reminder}
          onChange={(event) => setReminder(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={save.isPending} aria-busy={save.isPending}>
          {t('common.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}
