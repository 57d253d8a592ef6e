// The public face of the payments module: what other modules and the adapters may use (biome noRestrictedImports).

export { orderPaid, orderRefunded, paymentEnded, paymentStarted } from './payments.events';
export { paymentProviderFor, stripeClient } from './payments.provider';
export { type RefundsDeps, refundOrder } from './payments.refunds';
export { handleStripeEvent } from './payments.service';
