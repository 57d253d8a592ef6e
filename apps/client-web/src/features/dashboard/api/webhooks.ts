// The webhooks of the signed-in client's account (issue 36): endpoints, their delivery log, "send again".
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useWebhooks() {
  const trpc = useTRPC();
  return useQuery(trpc.webhooks.list.queryOptions());
}

export function useWebhookDeliveries(endpointId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.webhooks.deliveries.queryOptions({ endpointId }));
}

export function useWebhookActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() });
  return {
    create: useMutation(trpc.webhooks.create.mutationOptions({ onSettled: refresh })),
    update: useMutation(trpc.webhooks.update.mutationOptions({ onSettled: refresh })),
    remove: useMutation(trpc.webhooks.remove.mutationOptions({ onSettled: refresh })),
    resend: useMutation(trpc.webhooks.resend.mutationOptions({ onSettled: refresh })),
  };
}
