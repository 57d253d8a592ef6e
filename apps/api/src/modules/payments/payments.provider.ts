// Payment providers behind one interface: Stripe (the real SDK; PaymentIntents created server-side for the
// server's amount, with an idempotency key derived from the order) and Offline (the embedded default: a
// visibly labelled test payment, refused in production by config).
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';

export interface IntentRequest {
  orderId: string;
  orderNumber: number;
  amountMinor: number;
  currency: string;
  email: string;
}

/** A prepaid credit pack's payment (issue 35). */
export interface PurchaseIntentRequest {
  purchaseId: string;
  amountMinor: number;
  currency: string;
  email: string;
}

export interface StartedIntent {
  intentId: string;
  clientSecret: string | null;
}

export interface RefundRequest {
  /** Our refund's id: the idempotency key, so a retried request is the same refund. */
  refundId: string;
  orderId: string;
  intentId: string;
  amountMinor: number;
}

export interface PaymentProviderDriver {
  kind: 'stripe' | 'offline';
  /** Gives `amountMinor` of the payment back to the card, once per refund id; answers the provider's refund id. */
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
  /** Creates (or, for the same order, returns again) the payment of an order. */
  startIntent(request: IntentRequest, existingIntentId: string | null): Promise<StartedIntent>;
  /** Creates (or, for the same purchase, returns again) the payment of a credit pack. */
  startPurchaseIntent(request: PurchaseIntentRequest): Promise<StartedIntent>;
  /** Best effort: cancel an intent of a replaced order. */
  cancelIntent(intentId: string): Promise<void>;
}

/** Same order, same amount → same key → Stripe answers with the same PaymentIntent (no second charge). */
export const stripeIdempotencyKey = (request: Pick<IntentRequest, 'orderId' | 'amountMinor' | 'currency'>) =>
  `photoedit-order-${request.orderId}-${request.amountMinor}-${request.currency.toLowerCase()}`;

const clients = new Map<string, Promise<Stripe>>();

/** The SDK (~6 MB of heap) is imported on first use, so a node on the offline provider never loads it. */
export function stripeClient(config: Extract<PaymentsConfig, { provider: 'stripe' }>): Promise<Stripe> {
  const cacheKey = `${config.secretKey}|${config.apiBase?.host}|${config.apiBase?.port}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(config.secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
          ...(config.apiBase
            ? { host: config.apiBase.host, port: config.apiBase.port, protocol: config.apiBase.protocol }
            : {}),
        }),
    );
    clients.set(cacheKey, client);
  }
  return client;
}

export function stripeProvider(
  config: Extract<PaymentsConfig, { provider: 'stripe' }>,
): PaymentProviderDriver {
  const client = stripeClient(config);
  return {
    kind: 'stripe',
    async startIntent(request, existingIntentId) {
      const stripe = await client;
      if (existingIntentId) {
        const existing = await stripe.paymentIntents.retrieve(existingIntentId);
        if (existing.amount === request.amountMinor && existing.status !== 'canceled') {
          return { intentId: existing.id, clientSecret: existing.client_secret ?? null };
        }
      }
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          receipt_email: request.email,
          description: `PhotoEdit order #${request.orderNumber}`,
          metadata: { orderId: request.orderId, orderNumber: String(request.orderNumber) },
        },
        { idempotencyKey: stripeIdempotencyKey(request) },
      );
      return { intentId: intent.id, clientSecret: intent.client_secret ?? null };
    },
    async startPurchaseIntent(request) {
      const stripe = await client;
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          receipt_email: request.email,
          description: 'PhotoEdit prepaid credit',
          metadata: { purchaseId: request.purchaseId },
        },
        { idempotencyKey: `photoedit-purchase-${request.purchaseId}` },
      );
      return { intentId: intent.id, clientSecret: intent.client_secret ?? null };
    },
    async cancelIntent(intentId) {
      const stripe = await client;
      await stripe.paymentIntents.cancel(intentId);
    },
    async refund(request) {
      const stripe = await client;
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.intentId,
          amount: request.amountMinor,
          reason: 'requested_by_customer',
          metadata: { orderId: request.orderId, refundId: request.refundId },
        },
        { idempotencyKey: `photoedit-refund-${request.refundId}` },
      );
      return { providerRefundId: refund.id };
    },
  };
}

export const offlineProvider: PaymentProviderDriver = {
  kind: 'offline',
  async startIntent(request) {
    return { intentId: `offline_${request.orderId}`, clientSecret: null };
  },
  async startPurchaseIntent(request) {
    return { intentId: `offline_purchase_${request.purchaseId}`, clientSecret: null };
  },
  async cancelIntent() {},
  /** The test payment took no money: its refund is recorded, and nothing else happens. */
  async refund(request) {
    return { providerRefundId: `offline_re_${request.refundId}` };
  },
};

export const paymentProviderFor = (config: PaymentsConfig): PaymentProviderDriver =>
  config.provider === 'stripe' ? stripeProvider(config) : offlineProvider;
