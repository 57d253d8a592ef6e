// The client's live channel (ADR 010): the dashboard and the order page refetch when one of their orders is
// claimed, delivered or completed.
import { useLiveOrders } from '@photoedit/web-client';
import { useTRPC } from '../../../lib/trpc';

export function useClientLive() {
  const trpc = useTRPC();
  return useLiveOrders({ role: 'client', queryKeys: [trpc.clientOrders.pathKey()] });
}
