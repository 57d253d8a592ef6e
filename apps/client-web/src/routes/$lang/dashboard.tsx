import { requireRole } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ClientDashboard } from '../../features/dashboard/components/ClientDashboard';

// Guarded (SPEC §2): only a signed-in client; otherwise /client/login, replacing history.
export const Route = createFileRoute('/$lang/dashboard')({
  beforeLoad: requireRole('client'),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { lang } = Route.useRouteContext();
  return <ClientDashboard lang={lang} />;
}
