import { useTranslation } from '@photoedit/i18n';
import { toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { SettingsCard } from '../../../components/SettingsCard';
import { WholeNumbersForm } from '../../../components/WholeNumbersForm';
import { usePreferredWindow, useUpdatePreferredWindow } from '../api/users';

/**
 * Preferred designers (issue 33): how long a paid order of a client with preferred designers is offered only to
 * them — a share of the turnaround's hours, at most so many minutes — before every designer sees it.
 */
export function PreferredWindowSettings() {
  const { t } = useTranslation('admin');
  const current = usePreferredWindow();
  return (
    <SettingsCard
      title={t('preferredWindow.title')}
      intro={t('preferredWindow.intro')}
      testId="preferred-window-settings"
    >
      {current.data ? (
        <WindowForm
          key={`${current.data.preferredWindowPercent}:${current.data.preferredWindowMaxMinutes}`}
          percent={current.data.preferredWindowPercent}
          maxMinutes={current.data.preferredWindowMaxMinutes}
        />
      ) : null}
    </SettingsCard>
  );
}

function WindowForm({ percent, maxMinutes }: { percent: number; maxMinutes: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useUpdatePreferredWindow({
    onSuccess: () => toast.success(t('preferredWindow.saved')),
    onError: (error) => toast.error(describeError(error)),
  });
  return (
    <WholeNumbersForm
      label={t('preferredWindow.title')}
      pending={save.isPending}
      fields={[
        { label: t('preferredWindow.percent'), value: percent },
        { label: t('preferredWindow.maxMinutes'), value: maxMinutes },
      ]}
      onSave={([preferredWindowPercent, preferredWindowMaxMinutes]) =>
        save.mutate({
          preferredWindowPercent: preferredWindowPercent ?? Number.NaN,
          preferredWindowMaxMinutes: preferredWindowMaxMinutes ?? Number.NaN,
        })
      }
    />
  );
}
