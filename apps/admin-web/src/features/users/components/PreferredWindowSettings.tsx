import { useTranslation } from '@photoedit/i18n';
import { Button, TextField, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useState } from 'react';
import { SettingsCard } from '../../../components/SettingsCard';
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

const wholeNumber = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function WindowForm({ percent, maxMinutes }: { percent: number; maxMinutes: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const [share, setShare] = useState(String(percent));
  const [minutes, setMinutes] = useState(String(maxMinutes));
  const save = useUpdatePreferredWindow({
    onSuccess: () => toast.success(t('preferredWindow.saved')),
    onError: (error) => toast.error(describeError(error)),
  });
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      aria-label={t('preferredWindow.title')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          preferredWindowPercent: wholeNumber(share),
          preferredWindowMaxMinutes: wholeNumber(minutes),
        });
      }}
    >
      <TextField
        label={t('preferredWindow.percent')}
        inputMode="numeric"
        value={share}
        onChange={(event) => setShare(event.target.value)}
      />
      <TextField
        label={t('preferredWindow.maxMinutes')}
        inputMode="numeric"
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={save.isPending} aria-busy={save.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
