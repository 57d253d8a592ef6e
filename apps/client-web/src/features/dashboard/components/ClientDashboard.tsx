import type { Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { ButtonLink, Container, displayNameOf, StatusLine, usePageTitle } from '@photoedit/ui';
import { useLeaveWhenSignedOut, useSession } from '@photoedit/web-client';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useClientOrderPages, useClientOrderStats } from '../api/client-orders';
import { OrderList } from './OrderList';
import { OrderStats } from './OrderStats';

/** /{lang}/dashboard (SPEC §2): the client's stats, their orders (newest first) and the new-order button. */
export function ClientDashboard({ lang }: { lang: Language }) {
  const { t } = useTranslation(['dashboard', 'common', 'clientOrders', 'ui']);
  usePageTitle(t('client.title'));
  useLeaveWhenSignedOut('client');
  const session = useSession('client');
  const name = session ? displayNameOf(session.user, { fallbackToEmail: false }) : '';
  const stats = useClientOrderStats();
  const orders = useClientOrderPages();
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <Container className="py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-brand-700">{t('client.title')}</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink">
            {name ? t('client.greeting', { name }) : t('client.greetingNoName')}
          </h1>
          {session?.user.email ? (
            <p className="mt-1 text-ink-muted [overflow-wrap:anywhere]">{session.user.email}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/$lang/dashboard/billing" params={{ lang }} size="lg" variant="secondary">
            {t('billing.navLabel')}
          </ButtonLink>
          <ButtonLink to="/$lang/dashboard/style" params={{ lang }} size="lg" variant="secondary">
            {t('style.navLabel')}
          </ButtonLink>
          <ButtonLink to="/$lang/dashboard/team" params={{ lang }} size="lg" variant="secondary">
            {t('team.navLabel')}
          </ButtonLink>
          <ButtonLink to="/$lang/dashboard/api-keys" params={{ lang }} size="lg" variant="secondary">
            {t('apiKeys.navLabel')}
          </ButtonLink>
          <ButtonLink to="/$lang/upload" params={{ lang }} size="lg">
            {t('client.newOrder')}
          </ButtonLink>
        </div>
      </div>

      <OrderStats stats={stats.data} loading={stats.isPending} failed={stats.isError} lang={lang} />

      <section aria-labelledby="orders-title" className="mt-10" aria-busy={orders.isPending}>
        <h2 id="orders-title" className="text-xl font-semibold text-ink">
          {t('client.ordersTitle')}
        </h2>
        {orders.isPending ? (
          <StatusLine className="mt-4">{t('common:loading')}</StatusLine>
        ) : orders.isError && list.length === 0 ? (
          <LoadFailedAlert
            className="mt-4"
            item={t('clientOrders:items.orders')}
            onRetry={() => void orders.refetch()}
          />
        ) : list.length === 0 ? (
          <div className="mt-4 rounded-card border border-dashed border-border-strong bg-white p-10 text-center">
            <p className="text-lg font-medium text-ink">{t('client.noOrders')}</p>
            <p className="mx-auto mt-2 max-w-md text-ink-muted">{t('client.noOrdersHint')}</p>
            <ButtonLink to="/$lang/upload" params={{ lang }} variant="secondary" className="mt-6">
              {t('client.newOrder')}
            </ButtonLink>
          </div>
        ) : (
          <>
            <OrderList
              orders={list}
              lang={lang}
              hasMore={orders.hasNextPage}
              loadingMore={orders.isFetchingNextPage}
              onLoadMore={() => void orders.fetchNextPage()}
            />
            {orders.isFetchNextPageError ? (
              <p role="alert" className="mt-4 text-center text-error-700">
                {t('common:messages.loadFailed', { item: t('clientOrders:items.orders') })}
              </p>
            ) : null}
          </>
        )}
      </section>
    </Container>
  );
}
