import { requireRole } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';

// Guarded (SPEC §2): only a signed-in client, for the dashboard and each of its orders; otherwise
// /client/login, replacing history.
export const Route = createFileRoute('/$lang/dashboard')({
  beforeLoad: requireRole('client'),
});
