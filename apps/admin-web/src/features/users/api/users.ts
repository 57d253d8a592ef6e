// The Users tab's calls (TanStack Query via tRPC): the list, approving a designer, activating or deactivating.
// Each change reloads the list; the caller adds what the person sees (a toast, the focus).
import type { Role } from '@photoedit/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { type MutationOptionsOf, type Trpc, thenRefresh, useTRPC } from '../../../lib/trpc';
import { useReload } from '../../../lib/useReload';

export function useUsers(filter: { role?: Role; search?: string }) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.users.list.infiniteQueryOptions(filter, {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      // Keep the table (and any open confirmation) on screen while a new filter loads.
      placeholderData: keepPreviousData,
    }),
  );
}

function useUsersChanged() {
  const trpc = useTRPC();
  const reload = useReload();
  return () => reload(trpc.admin.users.list.pathKey());
}

export function useApproveUser(options: MutationOptionsOf<Trpc['admin']['users']['approve']> = {}) {
  const trpc = useTRPC();
  const changed = useUsersChanged();
  return useMutation(trpc.admin.users.approve.mutationOptions(thenRefresh(options, changed)));
}

export function useSetUserStatus(options: MutationOptionsOf<Trpc['admin']['users']['setStatus']> = {}) {
  const trpc = useTRPC();
  const changed = useUsersChanged();
  return useMutation(trpc.admin.users.setStatus.mutationOptions(thenRefresh(options, changed)));
}

/** The preferred designers' first window (issue 33). */
export function usePreferredWindow() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.assignment.get.queryOptions());
}

export function useUpdatePreferredWindow(
  options: MutationOptionsOf<Trpc['admin']['assignment']['update']> = {},
) {
  const trpc = useTRPC();
  const reload = useReload();
  return useMutation(
    trpc.admin.assignment.update.mutationOptions(
      thenRefresh(options, () => reload(trpc.admin.assignment.pathKey())),
    ),
  );
}
