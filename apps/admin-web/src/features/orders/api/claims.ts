// The guarantee claims' queue in the console (issue 34) and an admin's decision on a claim. A decision reloads the
// queue, the orders and the dashboard figures.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useReload } from '../../../lib/useReload';

export function useClaimQueue() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.claims.queue.queryOptions());
}

export function useResolveClaim() {
  const trpc = useTRPC();
  const reload = useReload();
  return useMutation(
    trpc.admin.claims.resolve.mutationOptions({
      onSuccess: () =>
        reload(
          trpc.admin.claims.pathKey(),
          trpc.admin.orders.pathKey(),
          trpc.admin.refunds.pathKey(),
          trpc.admin.stats.pathKey(),
        ),
    }),
  );
}
