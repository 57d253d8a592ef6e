// The paid order's status on the payment result page: asked every 2 s until the payment has an outcome (at most
// 30 times), not at all after Stripe's redirect said it failed or was canceled.
import type { OrderAccess } from '@photoedit/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../../lib/api-errors';
import { useTRPC } from '../../../lib/trpc';

export type RedirectStatus = 'succeeded' | 'processing' | 'requires_payment_method' | 'failed' | 'canceled';

export function useOrderPaymentStatus(
  access: OrderAccess | undefined,
  redirectStatus: RedirectStatus | undefined,
) {
  const trpc = useTRPC();
  return useQuery(
    trpc.orders.publicStatus.queryOptions(access ?? skipToken, {
      retry: (failures, error) => !isNotFound(error) && failures < 1,
      refetchInterval: (query) => {
        const data = query.state.data;
        if (data?.paid || data?.paymentStatus === 'failed' || data?.paymentStatus === 'canceled')
          return false;
        if (redirectStatus === 'failed' || redirectStatus === 'canceled') return false;
        return query.state.dataUpdateCount < 30 ? 2000 : false;
      },
    }),
  );
}
