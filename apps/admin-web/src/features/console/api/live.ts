// The admin's live channel (ADR 010): the dashboard's figures and the orders list refetch when any order is new,
// changed or overdue.
import { useLiveOrders } from '@photoedit/web-client';
import { useTRPC } from '../../../lib/trpc';

export function useAdminLive() {
  const trpc = useTRPC();
  return useLiveOrders({
    role: 'admin',
    queryKeys: [trpc.admin.stats.pathKey(), trpc.admin.orders.pathKey()],
  });
}
