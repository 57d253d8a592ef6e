import { redirectIfSignedIn } from '@photoedit/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ClientAccessScreen } from '../../features/auth/components/ClientAccessScreen';

export const Route = createFileRoute('/$lang/client-access')({
  beforeLoad: redirectIfSignedIn('client'),
  component: ClientAccessRoute,
});

function ClientAccessRoute() {
  const { lang } = Route.useRouteContext();
  return <ClientAccessScreen lang={lang} />;
}
