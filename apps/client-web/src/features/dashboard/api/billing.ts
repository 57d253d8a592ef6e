// The signed-in client's credit (issue 34): the Billing page's balances and movements.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useBilling() {
  const trpc = useTRPC();
  return useQuery(trpc.billing.overview.queryOptions());
}
