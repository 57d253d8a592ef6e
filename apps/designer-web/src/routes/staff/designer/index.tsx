import { requireRole, StaffShell } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DesignerDashboard } from '../../../features/dashboard/components/DesignerDashboard';

/** `?tab=mine&order=<id>` keeps the tab and the opened order across reloads and the back button. */
const DashboardSearch = z.object({
  tab: z.enum(['available', 'mine']).optional().catch(undefined),
  order: z.uuid().optional().catch(undefined),
});

// Guarded (SPEC §2): only a signed-in designer on a designer path.
export const Route = createFileRoute('/staff/designer/')({
  validateSearch: DashboardSearch,
  beforeLoad: requireRole('designer'),
  component: DashboardPage,
});

function DashboardPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StaffShell>
      <DesignerDashboard
        tab={search.tab ?? (search.order ? 'mine' : 'available')}
        orderId={search.order}
        onNavigate={({ tab, orderId }) =>
          navigate({
            search: { ...(tab === 'available' ? {} : { tab }), ...(orderId ? { order: orderId } : {}) },
          })
        }
      />
    </StaffShell>
  );
}
