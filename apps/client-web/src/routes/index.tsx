import { rootRedirectPath } from '@photoedit/contracts';
import { currentLanguage } from '@photoedit/i18n';
import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: `/` sends admin and designer hosts to their staff login, everyone else to the home page in the language
// SPEC §4's detection gave (the server answers `/` with a page that does the same before the app loads, ADR 009).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: rootRedirectPath(window.location.hostname, currentLanguage()), replace: true });
  },
});
