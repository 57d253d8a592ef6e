// The Discount codes tab's calls (TanStack Query via tRPC): the list, creating a code, switching one on or off.
// Each change reloads the list; the caller adds what the person sees.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type MutationOptionsOf, type Trpc, useTRPC } from '../../../lib/trpc';
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
  return useMutation(
    trpc.admin.discounts.create.mutationOptions({
      ...options,
      onSuccess: (...args) => {
        options.onSuccess?.(...args);
        changed();
      },
    }),
  );
}

export function useSetDiscountActive(
  options: MutationOptionsOf<Trpc['admin']['discounts']['setActive']> = {},
) {
  const trpc = useTRPC();
  const changed = useDiscountsChanged();
  return useMutation(
    trpc.admin.discounts.setActive.mutationOptions({
      ...options,
      onSuccess: (...args) => {
        options.onSuccess?.(...args);
        changed();
      },
    }),
  );
}
