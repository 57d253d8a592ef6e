import { createFileRoute } from '@tanstack/react-router';
import { ClientDashboard } from '../../features/dashboard/components/ClientDashboard';

export const Route = createFileRoute('/$lang/dashboard/')({
  component: DashboardRoute,
});

function DashboardRoute() {
  const { lang } = Route.useRouteContext();
  return <ClientDashboard lang={lang} />;
}
