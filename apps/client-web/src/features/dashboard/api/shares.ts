// Share with the agent (issue 35): the links of a completed order, made, listed and revoked by its client.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useOrderShares(orderNumber: number) {
  const trpc = useTRPC();
  return useQuery(trpc.shares.ofOrder.queryOptions({ orderNumber }));
}

function useRefreshShares() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.shares.ofOrder.pathKey() });
}

export function useCreateShare() {
  const trpc = useTRPC();
  const refresh = useRefreshShares();
  return useMutation(trpc.shares.create.mutationOptions({ onSettled: refresh }));
}

export function useRevokeShare() {
  const trpc = useTRPC();
  const refresh = useRefreshShares();
  return useMutation(trpc.shares.revoke.mutationOptions({ onSettled: refresh }));
}
