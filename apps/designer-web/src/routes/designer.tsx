import { landingPath } from '@photoedit/ui';
import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: the designer's post-login landing is also given as /designer; it is the dashboard.
export const Route = createFileRoute('/designer')({
  beforeLoad: () => {
    throw redirect({ href: landingPath('designer'), replace: true });
  },
});
