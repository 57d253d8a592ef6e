import { formatNumber, useTranslation } from '@photoedit/i18n';
import { Container, displayNameOf, LiveIndicator, LoadingScreen, toast, usePageTitle } from '@photoedit/ui';
import { updateStoredUser, useLeaveWhenSignedOut, useSession } from '@photoedit/web-client';
import { Tabs } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useMyRating, useSignedInDesigner } from '../api/designer-orders';
import { useDesignerLive } from '../api/live';
import { AvailableOrders } from './AvailableOrders';
import { MyOrders } from './MyOrders';

/** How often a designer awaiting approval asks whether an admin has approved them yet. */
const approvalPollMs = 15_000;

export type DesignerTab = 'available' | 'mine';

/** Where the dashboard is: the tab, and in My Orders the opened order (kept in the URL by the route). */
export interface DesignerDashboardProps {
  tab: DesignerTab;
  orderId: string | undefined;
  onNavigate: (place: { tab: DesignerTab; orderId?: string }) => void;
}

/**
 * /staff/designer: a designer awaiting approval sees that, and the page re-checks `auth.me` on focus and on an
 * interval so the approval shows without signing in again; an approved designer sees the dashboard frame.
 */
export function DesignerDashboard(props: DesignerDashboardProps) {
  const { t } = useTranslation('dashboard');
  useLeaveWhenSignedOut('designer');
  const session = useSession('designer');
  const approved = session?.user.approved === true;
  const approvedBefore = useRef(approved);
  const live = useDesignerLive(approved);
  const me = useSignedInDesigner(approved, approvalPollMs);

  useEffect(() => {
    if (me.data?.role !== 'designer') return;
    updateStoredUser('designer', me.data);
    if (me.data.approved && !approvedBefore.current) toast.success(t('designer.approved'));
    approvedBefore.current = me.data.approved;
  }, [me.data, t]);

  if (!session) return <LoadingScreen />;
  const name = displayNameOf(session.user);

  return (
    // The header's container: the page and the header start at the same left edge.
    <Container className="py-10">
      <p className="text-sm font-medium text-brand-700">{t('designer.title')}</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink">
        {t('designer.greeting', { name })}
      </h1>
      {approved ? <MyRating /> : null}
      {approved ? <LiveIndicator status={live} /> : null}
      {approved ? <DesignerTabs {...props} /> : <AwaitingApproval />}
    </Container>
  );
}

/** The designer's own average from clients' ratings (issue 33). */
function MyRating() {
  const { t, i18n } = useTranslation('designer');
  const rating = useMyRating();
  if (!rating.data) return null;
  const { average, count } = rating.data;
  return (
    <p className="mt-2 text-sm text-ink-muted" data-testid="my-rating">
      {average === null
        ? t('rating.none')
        : t('rating.summary', { count, average: formatNumber(average, i18n.language) })}
    </p>
  );
}

function AwaitingApproval() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('designer.awaitingTitle'));
  return (
    <section
      aria-labelledby="awaiting-approval"
      className="mt-8 rounded-card border border-warning-600 bg-warning-50 p-6"
    >
      <h2 id="awaiting-approval" className="text-lg font-semibold text-ink">
        {t('designer.awaitingTitle')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('designer.awaitingBody')}</p>
    </section>
  );
}

const tabTrigger =
  'h-11 cursor-pointer border-b-2 border-transparent px-4 text-sm font-medium text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=active]:border-brand-600 data-[state=active]:text-ink';

function DesignerTabs({ tab, orderId, onNavigate }: DesignerDashboardProps) {
  const { t } = useTranslation('dashboard');
  usePageTitle(tab === 'mine' ? t('designer.tabs.mine') : t('designer.tabs.available'));
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onNavigate({ tab: value === 'mine' ? 'mine' : 'available' })}
      className="mt-8"
    >
      <Tabs.List aria-label={t('designer.tabsLabel')} className="flex gap-2 border-b border-border">
        <Tabs.Trigger value="available" className={tabTrigger}>
          {t('designer.tabs.available')}
        </Tabs.Trigger>
        <Tabs.Trigger value="mine" className={tabTrigger}>
          {t('designer.tabs.mine')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="available" className="py-6 focus-visible:outline-2 focus-visible:outline-focus">
        {/* The panel's heading (the tab names it visually): keeps the order cards' h3 under an h2. */}
        <h2 className="sr-only">{t('designer.tabs.available')}</h2>
        <AvailableOrders onClaimed={(id) => onNavigate({ tab: 'mine', orderId: id })} />
      </Tabs.Content>
      <Tabs.Content value="mine" className="py-6 focus-visible:outline-2 focus-visible:outline-focus">
        <h2 className="sr-only">{t('designer.tabs.mine')}</h2>
        <MyOrders
          openOrderId={orderId}
          onOpen={(id) => onNavigate({ tab: 'mine', orderId: id })}
          onClose={() => onNavigate({ tab: 'mine' })}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
