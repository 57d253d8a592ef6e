// The public face of the payments module: what other modules and the adapters may use (biome noRestrictedImports).

export { buyPack, confirmPackOffline, purchaseStatus } from './payments.credit-packs';
export { creditPurchased, orderPaid, orderRefunded, paymentEnded, paymentStarted } from './payments.events';
export { paymentProviderFor, stripeClient } from './payments.provider';
export { type RefundsDeps, refundOrder } from './payments.refunds';
export { confirmOfflinePayment, type PaymentsDeps, startPayment } from './payments.service';
export { handleStripeEvent } from './payments.webhook';
