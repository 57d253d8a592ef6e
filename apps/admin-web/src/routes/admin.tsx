import { landingPath } from '@photoedit/ui';
import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: the admin's post-login landing is also given as /admin; it is the dashboard.
export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    throw redirect({ href: landingPath('admin'), replace: true });
  },
});
