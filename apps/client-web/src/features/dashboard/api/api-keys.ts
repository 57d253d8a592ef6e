// The API keys of the signed-in client's account (issue 36).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useApiKeys() {
  const trpc = useTRPC();
  return useQuery(trpc.apiKeys.list.queryOptions());
}

export function useApiKeyActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
  return {
    create: useMutation(trpc.apiKeys.create.mutationOptions({ onSettled: refresh })),
    revoke: useMutation(trpc.apiKeys.revoke.mutationOptions({ onSettled: refresh })),
  };
}
