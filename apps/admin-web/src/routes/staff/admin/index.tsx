import { requireRole, StaffShell } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/users/components/UsersPage';

// Guarded (SPEC §2): only a signed-in admin on an admin path.
export const Route = createFileRoute('/staff/admin/')({
  beforeLoad: requireRole('admin'),
  component: () => (
    <StaffShell>
      <UsersPage />
    </StaffShell>
  ),
});
