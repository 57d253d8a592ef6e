import { isLanguage } from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';
import { redirectIfSignedIn } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ClientAccessScreen } from '../../features/auth/components/ClientAccessScreen';
import { SiteLayout } from '../../layout/SiteLayout';

// SPEC §2: the client login page is the access-code screen, in the current language.
export const Route = createFileRoute('/client/login')({
  beforeLoad: () => {
    redirectIfSignedIn('client')();
    return { lang: isLanguage(i18n.language) ? i18n.language : 'en' };
  },
  component: ClientLoginRoute,
});

function ClientLoginRoute() {
  const { lang } = Route.useRouteContext();
  return (
    <SiteLayout lang={lang}>
      <ClientAccessScreen lang={lang} />
    </SiteLayout>
  );
}
