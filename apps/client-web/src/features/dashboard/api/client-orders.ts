// The client's orders: the dashboard's figures and pages of orders, and one order by its number.
import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useClientOrderStats() {
  const trpc = useTRPC();
  return useQuery(trpc.clientOrders.stats.queryOptions());
}

export function useClientOrderPages() {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.clientOrders.list.infiniteQueryOptions(
      {},
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
}

/** The order with this number (none asked for while the number is not one). */
export function useClientOrder(orderNumber: number | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.clientOrders.detail.queryOptions(orderNumber === null ? skipToken : { orderNumber }, {
      // Signed image addresses last an hour; a fresh read keeps them valid while the page stays open.
      staleTime: 5 * 60_000,
    }),
  );
}
