// An order's refunds in the console (issue 34): what the card paid and what went back, and a refund through the
// payment provider. A refund reloads the order, its refunds, the lists and the dashboard figures.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useReload } from '../../../lib/useReload';

export function useOrderRefunds(orderId: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.refunds.ofOrder.queryOptions({ orderId }), enabled });
}

export function useRefund() {
  const trpc = useTRPC();
  const reload = useReload();
  return useMutation(
    trpc.admin.refunds.create.mutationOptions({
      onSuccess: () =>
        reload(trpc.admin.refunds.pathKey(), trpc.admin.orders.pathKey(), trpc.admin.stats.pathKey()),
    }),
  );
}
