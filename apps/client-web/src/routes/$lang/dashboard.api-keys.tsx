import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysPage } from '../../features/dashboard/components/ApiKeysPage';

// /{lang}/dashboard/api-keys (issue 36): the account's keys for REST v1.
export const Route = createFileRoute('/$lang/dashboard/api-keys')({
  component: ApiKeysRoute,
});

function ApiKeysRoute() {
  const { lang } = Route.useRouteContext();
  return <ApiKeysPage lang={lang} />;
}
