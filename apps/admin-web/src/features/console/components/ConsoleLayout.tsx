import { useTranslation } from '@photoedit/i18n';
import { Container, LiveIndicator } from '@photoedit/ui';
import { useLeaveWhenSignedOut } from '@photoedit/web-client';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { AtRiskBanner } from '../../../components/AtRiskBanner';
import { useAdminLive } from '../api/live';
import { activeTabKey, ConsoleTabs, consolePanelId, tabId } from './ConsoleTabs';

/**
 * /staff/admin/*: the console's title, its tabs, and the open tab's page as the tab panel, in the header's
 * container so both start at the same left edge.
 */
export function ConsoleLayout() {
  useLeaveWhenSignedOut('admin');
  const { t } = useTranslation('dashboard');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const live = useAdminLive();
  return (
    <Container width="wide" className="py-10">
      <p className="text-sm font-medium text-brand-700">{t('admin.title')}</p>
      <ConsoleTabs />
      <div
        id={consolePanelId}
        role="tabpanel"
        aria-labelledby={tabId(activeTabKey(pathname))}
        className="pt-8"
      >
        <LiveIndicator status={live} />
        <AtRiskBanner />
        <Outlet />
      </div>
    </Container>
  );
}
