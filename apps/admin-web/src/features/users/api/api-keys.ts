// Every client's API keys (issue 36): seen and revoked by admins.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useReload } from '../../../lib/useReload';

export function useAllApiKeys() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.apiKeys.list.queryOptions());
}

export function useRevokeApiKey() {
  const trpc = useTRPC();
  const reload = useReload();
  return useMutation(
    trpc.admin.apiKeys.revoke.mutationOptions({ onSuccess: () => reload(trpc.admin.apiKeys.pathKey()) }),
  );
}
