import { rootRedirectPath } from '@photoedit/contracts';
import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: `/` sends admin and designer hosts to their staff login, everyone else to /en.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: rootRedirectPath(window.location.hostname), replace: true });
  },
});
