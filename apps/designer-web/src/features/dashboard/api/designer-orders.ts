// The designer's order calls: available orders, my orders, claiming and submitting (TanStack Query via tRPC).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../lib/trpc';

/** Lists change when other designers claim orders: refresh on focus and every minute. */
const liveList = { refetchOnWindowFocus: 'always', refetchInterval: 60_000, staleTime: 0 } as const;

export function useAvailableOrders() {
  const trpc = useTRPC();
  return useQuery(trpc.designer.orders.available.queryOptions(undefined, liveList));
}

/** My orders: the unfinished ones and a first page of completed ones; `fetchNextPage` brings older completed ones. */
export function useMyOrders() {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.designer.orders.mine.infiniteQueryOptions(
      {},
      { ...liveList, getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
}

/** Both lists after a claim or a submission. */
function useRefreshOrders() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.designer.orders.pathKey() });
}

/** The designer's own ratings from clients. */
export function useMyRating() {
  const trpc = useTRPC();
  return useQuery(trpc.designer.rating.queryOptions(undefined, { staleTime: 60_000 }));
}

/**
 * The listing consistency check of uploaded files about to be delivered (`images`: photo → uploaded media), asked
 * again whenever they change (a POST: a large delivery's input does not fit in an address).
 */
export function useCheckLook(
  orderId: string,
  images: { orderImageId: string; editedMediaId: string }[] | null,
) {
  const trpc = useTRPC();
  const check = useMutation(trpc.designer.orders.checkLook.mutationOptions());
  const key = images && images.length > 0 ? JSON.stringify(images) : null;
  const { mutate, reset } = check;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the files (their key) change
  useEffect(() => {
    if (key) mutate({ orderId, images: JSON.parse(key) });
    else reset();
  }, [key, orderId]);
  return check;
}

export function useClaimOrder() {
  const trpc = useTRPC();
  const refresh = useRefreshOrders();
  return useMutation(trpc.designer.orders.claim.mutationOptions({ onSettled: refresh }));
}

export function useSubmitWork() {
  const trpc = useTRPC();
  const refresh = useRefreshOrders();
  return useMutation(trpc.designer.orders.submit.mutationOptions({ onSettled: refresh }));
}

export function useTickPin() {
  const trpc = useTRPC();
  const refresh = useRefreshOrders();
  return useMutation(trpc.designer.orders.tickPin.mutationOptions({ onSettled: refresh }));
}

/**
 * The signed-in designer, fresh from the server: on focus, and while not approved yet every `pollMs` (the
 * dashboard unlocks once an admin approves).
 */
export function useSignedInDesigner(approved: boolean, pollMs: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.auth.me.queryOptions(undefined, {
      refetchOnWindowFocus: 'always',
      refetchInterval: approved ? false : pollMs,
      staleTime: 0,
      retry: false,
    }),
  );
}
