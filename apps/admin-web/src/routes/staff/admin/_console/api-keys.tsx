import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysPage } from '../../../../features/users/components/ApiKeysPage';

export const Route = createFileRoute('/staff/admin/_console/api-keys')({
  component: ApiKeysPage,
});
