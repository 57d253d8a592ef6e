import type { Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Container, displayNameOf, useLeaveWhenSignedOut, useSession } from '@photoedit/ui';
import { Link } from '@tanstack/react-router';

/**
 * /{lang}/dashboard: the client's frame. Orders and their stats (active, total, spent) come with the orders
 * issue; until the API has them the page says honestly that there are none, with the new-order button.
 */
export function ClientDashboard({ lang }: { lang: Language }) {
  const { t } = useTranslation('dashboard');
  useLeaveWhenSignedOut('client');
  const session = useSession('client');
  const name = session ? displayNameOf(session.user, { fallbackToEmail: false }) : '';

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
        <Button asChild size="lg">
          <Link to="/$lang/upload" params={{ lang }}>
            {t('client.newOrder')}
          </Link>
        </Button>
      </div>

      <section aria-labelledby="orders-title" className="mt-10">
        <h2 id="orders-title" className="text-xl font-semibold text-ink">
          {t('client.ordersTitle')}
        </h2>
        <div className="mt-4 rounded-card border border-dashed border-border-strong bg-white p-10 text-center">
          <p className="text-lg font-medium text-ink">{t('client.noOrders')}</p>
          <p className="mx-auto mt-2 max-w-md text-ink-muted">{t('client.noOrdersHint')}</p>
          <Button asChild variant="secondary" className="mt-6">
            <Link to="/$lang/upload" params={{ lang }}>
              {t('client.newOrder')}
            </Link>
          </Button>
        </div>
      </section>
    </Container>
  );
}
