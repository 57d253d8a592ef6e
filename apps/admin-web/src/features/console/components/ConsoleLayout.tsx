import { useTranslation } from '@photoedit/i18n';
import { LiveIndicator, useLeaveWhenSignedOut } from '@photoedit/ui';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useAdminLive } from '../api/live';
import { activeTabKey, ConsoleTabs, consolePanelId, tabId } from './ConsoleTabs';

/** /staff/admin/*: the console's title, its tabs, and the open tab's page as the tab panel. */
export function ConsoleLayout() {
  useLeaveWhenSignedOut('admin');
  const { t } = useTranslation('dashboard');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const live = useAdminLive();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-brand-700">{t('admin.title')}</p>
      <ConsoleTabs />
      <div
        id={consolePanelId}
        role="tabpanel"
        aria-labelledby={tabId(activeTabKey(pathname))}
        className="pt-8"
      >
        <LiveIndicator status={live} />
        <Outlet />
      </div>
    </div>
  );
}
