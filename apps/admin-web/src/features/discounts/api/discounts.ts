// The Discount codes tab's calls (TanStack Query via tRPC): the list, creating a code, switching one on or off.
// Each change reloads the list; the caller adds what the person sees.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type MutationOptionsOf, type Trpc, thenRefresh, useTRPC } from '../../../lib/trpc';
import { useReload } from '../../../lib/useReload';

export function useDiscounts() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.discounts.list.queryOptions());
}

function useDiscountsChanged() {
  const trpc = useTRPC();
  const reload = useReload();
  return () => reload(trpc.admin.discounts.pathKey());
}

export function useCreateDiscount(options: MutationOptionsOf<Trpc['admin']['discounts']['create']> = {}) {
  const trpc = useTRPC();
  const changed = useDiscountsChanged();
  return useMutation(trpc.admin.discounts.create.mutationOptions(thenRefresh(options, changed)));
}

export function useSetDiscountActive(
  options: MutationOptionsOf<Trpc['admin']['discounts']['setActive']> = {},
) {
  const trpc = useTRPC();
  const changed = useDiscountsChanged();
  return useMutation(trpc.admin.discounts.setActive.mutationOptions(thenRefresh(options, changed)));
}
