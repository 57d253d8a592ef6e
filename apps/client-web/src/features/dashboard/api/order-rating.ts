// The client's rating of a completed order and their choice about its designer (issue 33).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

function useRefreshOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.clientOrders.detail.pathKey() });
}

export function useRateOrder() {
  const trpc = useTRPC();
  const refresh = useRefreshOrder();
  return useMutation(trpc.clientOrders.rate.mutationOptions({ onSettled: refresh }));
}

export function useDesignerPreference() {
  const trpc = useTRPC();
  const refresh = useRefreshOrder();
  return useMutation(trpc.clientOrders.setDesignerPreference.mutationOptions({ onSettled: refresh }));
}
