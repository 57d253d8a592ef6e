import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../../features/dashboard/components/BillingPage';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// /{lang}/dashboard/billing: credit, packs, billing details and invoices; `?purchase=` after Stripe's card page.
export const Route = createFileRoute('/$lang/dashboard/billing')({
  validateSearch: (search: Record<string, unknown>): { purchase?: string } =>
    typeof search.purchase === 'string' && uuid.test(search.purchase) ? { purchase: search.purchase } : {},
  component: BillingRoute,
});

function BillingRoute() {
  const { lang } = Route.useRouteContext();
  const { purchase } = Route.useSearch();
  return <BillingPage lang={lang} purchase={purchase} />;
}
