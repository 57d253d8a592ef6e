import type { WizardOrder } from './wizard-state';

/** The payment result page of an order (its capability travels in the query). */
export function paymentResultPath(order: WizardOrder) {
  const search = new URLSearchParams({ orderId: order.orderId, accessToken: order.accessToken });
  return `/payment-success?${search.toString()}`;
}
