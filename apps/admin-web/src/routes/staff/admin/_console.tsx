import { requireRole, StaffShell } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ConsoleLayout } from '../../../features/console/components/ConsoleLayout';

// Guarded (SPEC §2): only a signed-in admin on an admin path, for every tab of the console.
export const Route = createFileRoute('/staff/admin/_console')({
  beforeLoad: requireRole('admin'),
  component: () => (
    <StaffShell width="wide">
      <ConsoleLayout />
    </StaffShell>
  ),
});
