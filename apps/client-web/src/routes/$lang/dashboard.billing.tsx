import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../../features/dashboard/components/BillingPage';

export const Route = createFileRoute('/$lang/dashboard/billing')({
  component: BillingRoute,
});

function BillingRoute() {
  const { lang } = Route.useRouteContext();
  return <BillingPage lang={lang} />;
}
