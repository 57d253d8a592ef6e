import type { SlaSettings } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { SettingsCard } from '../../../components/SettingsCard';
import { WholeNumbersForm } from '../../../components/WholeNumbersForm';
import { useSaveSlaSettings } from '../api/sla';

/** The alerts' thresholds: shares of an order's time after which the admins (and its designer) are told. */
export function SlaSettingsForm({ settings }: { settings: SlaSettings }) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSaveSlaSettings({
    onSaved: () => toast.success(t('atRisk.settingsSaved')),
    onFailed: (error) => toast.error(describeError(error)),
  });
  return (
    <SettingsCard title={t('atRisk.settingsTitle')} intro={t('atRisk.settingsIntro')} testId="sla-settings">
      <WholeNumbersForm
        label={t('atRisk.settingsTitle')}
        pending={save.isPending}
        fields={[
          { label: t('atRisk.unclaimedPercent'), value: settings.unclaimedPercent },
          { label: t('atRisk.undeliveredPercent'), value: settings.undeliveredPercent },
          { label: t('atRisk.reminderPercent'), value: settings.reminderPercent },
        ]}
        onSave={([unclaimedPercent, undeliveredPercent, reminderPercent]) =>
          save.mutate({
            unclaimedPercent: unclaimedPercent ?? Number.NaN,
            undeliveredPercent: undeliveredPercent ?? Number.NaN,
            reminderPercent: reminderPercent ?? Number.NaN,
          })
        }
      />
    </SettingsCard>
  );
}
