import { useTranslation } from '@photoedit/i18n';
import type { LiveStatus } from '@photoedit/web-client';

/**
 * Says when live updates are paused (the channel is lost and reconnecting). The status region is always in the
 * page, so screen readers announce the text when it appears and when it goes.
 */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation('ui');
  return (
    <div role="status" className="empty:hidden">
      {status === 'down' ? (
        <p className="my-4 flex items-center gap-2 rounded-control border border-warning-600 bg-warning-50 px-3 py-2 text-sm text-ink">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-warning-600" />
          {t('live.down')}
        </p>
      ) : null}
    </div>
  );
}
