import { requireRole, StaffShell } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';
import { DesignerDashboard } from '../../../features/dashboard/components/DesignerDashboard';

// Guarded (SPEC §2): only a signed-in designer on a designer path.
export const Route = createFileRoute('/staff/designer/')({
  beforeLoad: requireRole('designer'),
  component: () => (
    <StaffShell>
      <DesignerDashboard />
    </StaffShell>
  ),
});
