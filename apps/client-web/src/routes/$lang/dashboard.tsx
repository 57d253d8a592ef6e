import { Container, LiveIndicator, requireRole } from '@photoedit/ui';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useClientLive } from '../../features/dashboard/api/live';

// Guarded (SPEC §2): only a signed-in client, for the dashboard and each of its orders; otherwise
// /client/login, replacing history. Both pages are live (ADR 010).
export const Route = createFileRoute('/$lang/dashboard')({
  beforeLoad: requireRole('client'),
  component: LiveDashboard,
});

function LiveDashboard() {
  const live = useClientLive();
  return (
    <>
      <Container>
        <LiveIndicator status={live} />
      </Container>
      <Outlet />
    </>
  );
}
