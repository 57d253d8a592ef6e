// The signed-in client's Billing page: credit (issue 34), who invoices are made out to and the invoices (issue 35).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useBilling() {
  const trpc = useTRPC();
  return useQuery(trpc.billing.overview.queryOptions());
}

export function useBillingProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.billing.profile.queryOptions());
}

export function useSaveBillingProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.billing.saveProfile.mutationOptions({
      onSuccess: (profile) => queryClient.setQueryData(trpc.billing.profile.queryKey(), profile),
    }),
  );
}

export function useInvoices() {
  const trpc = useTRPC();
  return useQuery(trpc.billing.invoices.queryOptions());
}

export function useCreditPacks() {
  const trpc = useTRPC();
  return useQuery(trpc.billing.packs.queryOptions());
}

/** After a purchase: the balance, its movements and the invoices are read again. */
function useRefreshBilling() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.billing.overview.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.billing.invoices.queryKey() }),
    ]);
}

export function useBuyPack() {
  const trpc = useTRPC();
  return useMutation(trpc.billing.buyPack.mutationOptions());
}

export function useConfirmPack() {
  const trpc = useTRPC();
  const refresh = useRefreshBilling();
  return useMutation(trpc.billing.confirmPack.mutationOptions({ onSuccess: () => void refresh() }));
}

/** A purchase paid by card: asked again every 2 s until Stripe's webhook has recorded it, then the page refreshes. */
export function usePurchaseStatus(purchaseId: string | undefined) {
  const trpc = useTRPC();
  const refresh = useRefreshBilling();
  return useQuery({
    ...trpc.billing.purchase.queryOptions({ purchaseId: purchaseId ?? '' }),
    enabled: purchaseId !== undefined,
    refetchInterval: (query) => {
      if (query.state.data?.paid) {
        void refresh();
        return false;
      }
      return 2000;
    },
  });
}
