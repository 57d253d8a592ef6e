// The order's guarantee claims (issue 34): until when photos can be claimed, each claim and its decision, and a
// new claim (the order and its claims reload after it).
import { useTranslation } from '@photoedit/i18n';
import { toast } from '@photoedit/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useOrderClaims(orderNumber: number | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.claims.ofOrder.queryOptions({ orderNumber: orderNumber ?? 0 }),
    enabled: orderNumber !== null,
  });
}

export function useOpenClaim() {
  const { t } = useTranslation('clientOrders');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.claims.open.mutationOptions({
      onSuccess: () => {
        toast.success(t('guarantee.opened'));
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.claims.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.clientOrders.pathKey() }),
        ]);
      },
    }),
  );
}
