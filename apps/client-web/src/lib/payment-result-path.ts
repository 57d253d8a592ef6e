import type { OrderAccess } from '@photoedit/contracts';

/** The payment result page of an order (its capability travels in the query): the wizard's and a checkout link's. */
export function paymentResultPath(order: OrderAccess) {
  const search = new URLSearchParams({ orderId: order.orderId, accessToken: order.accessToken });
  return `/payment-success?${search.toString()}`;
}
