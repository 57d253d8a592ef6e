// The designer's live channel (ADR 010): both lists refetch when an order to claim, or one of theirs, changes.
import { useLiveOrders } from '@photoedit/web-client';
import { useTRPC } from '../../../lib/trpc';

/** `enabled`: only an approved designer may subscribe (designerProcedure). */
export function useDesignerLive(enabled = true) {
  const trpc = useTRPC();
  return useLiveOrders({ role: 'designer', queryKeys: [trpc.designer.orders.pathKey()], enabled });
}
