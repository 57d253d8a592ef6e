// The Orders tab's calls (TanStack Query via tRPC): the list, an order's detail, its deletions, and the admin's
// changes (status, designer, deletion). A change reloads the orders and the dashboard figures; the caller adds
// what the person sees.
import type { AdminOrdersListInput } from '@photoedit/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { type MutationOptionsOf, type Trpc, thenRefresh, useTRPC } from '../../../lib/trpc';
import { useReload } from '../../../lib/useReload';

type OrderMutations = Trpc['admin']['orders'];

export function useOrders(filter: Omit<z.input<typeof AdminOrdersListInput>, 'cursor'>) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.orders.list.infiniteQueryOptions(filter, {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useOrderDetail(orderId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.orders.detail.queryOptions({ orderId }));
}

/** The latest deleted orders, loaded once the section is open. */
export function useOrderDeletions(open: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.orders.deletions.queryOptions(), enabled: open });
}

/** The designers an order can be given to: approved and active. */
export function useAssignableDesigners() {
  const trpc = useTRPC();
  return useQuery(
    trpc.admin.users.list.queryOptions({ role: 'designer', approved: true, status: 'active', limit: 100 }),
  );
}

/** After an order changed (status, designer, deletion): its lists, its detail and the dashboard figures reload. */
function useOrdersChanged() {
  const trpc = useTRPC();
  const reload = useReload();
  return () => reload(trpc.admin.orders.pathKey(), trpc.admin.stats.pathKey());
}

export function useSetOrderStatus() {
  const trpc = useTRPC();
  const changed = useOrdersChanged();
  return useMutation(trpc.admin.orders.setStatus.mutationOptions({ onSuccess: changed }));
}

export function useAssignOrder(options: MutationOptionsOf<OrderMutations['assign']> = {}) {
  const trpc = useTRPC();
  const changed = useOrdersChanged();
  return useMutation(trpc.admin.orders.assign.mutationOptions(thenRefresh(options, changed)));
}

export function useUnassignOrder(options: MutationOptionsOf<OrderMutations['unassign']> = {}) {
  const trpc = useTRPC();
  const changed = useOrdersChanged();
  return useMutation(trpc.admin.orders.unassign.mutationOptions(thenRefresh(options, changed)));
}

/** Deletes an order: its detail is dropped (it no longer exists) and the lists reload. */
export function useDeleteOrder(orderId: string, options: MutationOptionsOf<OrderMutations['delete']> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useOrdersChanged();
  const deleted = () => {
    queryClient.removeQueries({ queryKey: trpc.admin.orders.detail.queryKey({ orderId }) });
    changed();
  };
  return useMutation(trpc.admin.orders.delete.mutationOptions(thenRefresh(options, deleted)));
}
