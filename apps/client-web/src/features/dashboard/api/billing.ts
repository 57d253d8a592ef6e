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
