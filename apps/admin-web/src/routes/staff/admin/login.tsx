import { redirectIfSignedIn, StaffLoginScreen, StaffShell } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/login')({
  beforeLoad: redirectIfSignedIn('admin'),
  component: () => (
    <StaffShell>
      <StaffLoginScreen />
    </StaffShell>
  ),
});
