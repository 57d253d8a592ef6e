import { useTranslation } from '@photoedit/i18n';
import { cn } from '../lib/cn';
import { openCookiePreferences } from './preferences-dialog';

/** "Cookie settings" for a footer: reopens the preferences modal after a choice was made; focus comes back here. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <button
      type="button"
      onClick={(event) => openCookiePreferences(event.currentTarget)}
      className={cn(
        'cursor-pointer text-left hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {t('cookie.openSettings')}
    </button>
  );
}
