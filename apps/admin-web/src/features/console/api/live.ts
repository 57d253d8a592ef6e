// The admin's live channel (ADR 010): the dashboard's figures, the orders list and the claims refetch when any
// order is new, changed or overdue.
import { useLiveOrders } from '@photoedit/web-client';
import { useTRPC } from '../../../lib/trpc';

export function useAdminLive() {
  const trpc = useTRPC();
  return useLiveOrders({
    role: 'admin',
    queryKeys: [
      trpc.admin.stats.pathKey(),
      trpc.admin.orders.pathKey(),
      trpc.admin.claims.pathKey(),
      trpc.admin.sla.pathKey(),
    ],
  });
}
