import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** The turnaround tiers the admin offers (hours, price percent), for the wizard's choice and the home page. */
export function useTurnarounds() {
  const trpc = useTRPC();
  return useQuery(trpc.orders.turnarounds.queryOptions(undefined, { staleTime: 60_000 }));
}
