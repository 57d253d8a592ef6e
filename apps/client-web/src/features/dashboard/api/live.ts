// The client's live channel (ADR 010): the dashboard, the order page (with its guarantee claims) and the Billing
// page refetch when one of their orders is claimed, delivered, completed, credited, refunded or a claim decided.
import { useLiveOrders } from '@photoedit/web-client';
import { useTRPC } from '../../../lib/trpc';

export function useClientLive() {
  const trpc = useTRPC();
  return useLiveOrders({
    role: 'client',
    queryKeys: [trpc.clientOrders.pathKey(), trpc.claims.pathKey(), trpc.billing.pathKey()],
  });
}
