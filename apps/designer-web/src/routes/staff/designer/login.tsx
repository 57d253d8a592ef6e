import { redirectIfSignedIn, StaffLoginScreen, StaffShell } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/designer/login')({
  beforeLoad: redirectIfSignedIn('designer'),
  component: () => (
    <StaffShell>
      <StaffLoginScreen />
    </StaffShell>
  ),
});
