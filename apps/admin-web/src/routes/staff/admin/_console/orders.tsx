import { AdminOrderPaymentFilter, OrderStatus } from '@photoedit/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { OrdersPage } from '../../../../features/orders/components/OrdersPage';

/** The filters and the open order live in the URL, so reload, back and shared links keep them. */
const OrdersSearch = z.object({
  status: OrderStatus.optional().catch(undefined),
  payment: AdminOrderPaymentFilter.optional().catch(undefined),
  q: z.string().max(254).optional().catch(undefined),
  order: z.uuid().optional().catch(undefined),
});
export type OrdersSearch = z.infer<typeof OrdersSearch>;

export const Route = createFileRoute('/staff/admin/_console/orders')({
  validateSearch: OrdersSearch,
  component: OrdersPage,
});
