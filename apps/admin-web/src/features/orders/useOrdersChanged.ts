import { useTRPC } from '../../lib/trpc';
import { useReload } from '../../lib/useReload';

/** After an order changed (status, designer, deletion): its lists, its detail and the dashboard figures reload. */
export function useOrdersChanged() {
  const trpc = useTRPC();
  const reload = useReload();
  return () => reload(trpc.admin.orders.pathKey(), trpc.admin.stats.pathKey());
}
