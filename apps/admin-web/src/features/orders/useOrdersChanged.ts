import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** After an order changed (status, designer, deletion): its lists, its detail and the dashboard figures reload. */
export function useOrdersChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.orders.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.pathKey() });
  };
}
