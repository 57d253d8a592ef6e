// Stripe's webhook events, verified by the route (rest/payments.ts): an order's payment succeeded, failed or was
// canceled; a credit pack's payment succeeded (issue 35); a charge was refunded. Each is stored once with its effect.
import type Stripe from 'stripe';
import { emit } from '../../events/events';
import { releaseDiscountHold } from '../discounts';
import { purchaseEffect } from './payments.credit-packs';
import { paymentEnded } from './payments.events';
import { markStripePaymentEnded } from './payments.queries';
import { reflectStripeRefund } from './payments.refunds';
import { selectOrderByIntent } from './payments.refunds.queries';
import {
  applyPaymentEvent,
  type EventOutcome,
  fulfilmentEffect,
  type PaymentEvent,
  type PaymentsDeps,
} from './payments.service';

/** charge.refunded: a refund of the order's payment, perhaps made in Stripe's dashboard (reflectStripeRefund). */
async function handleChargeRefunded(deps: PaymentsDeps, event: Stripe.Event): Promise<EventOutcome> {
  const charge = event.data.object as Partial<Stripe.Charge> & { object?: string };
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  const order = intentId ? await selectOrderByIntent(deps.db, 'stripe', intentId) : undefined;
  const base: PaymentEvent = {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    orderId: order?.id ?? null,
    payload: event,
  };
  if (!order || charge.object !== 'charge' || typeof charge.amount_refunded !== 'number') {
    return applyPaymentEvent(deps, base, async () => ({ applied: false, detail: 'ignored' }));
  }
  const refunded = {
    orderId: order.id,
    amountRefunded: charge.amount_refunded,
    currency: charge.currency ?? '',
  };
  return applyPaymentEvent(deps, base, (trx, now) =>
    reflectStripeRefund(trx, refunded, now, deps.config.invoicing),
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A verified Stripe event: succeeded → fulfilment; failed / canceled → marks an unpaid order. */
export async function handleStripeEvent(deps: PaymentsDeps, event: Stripe.Event): Promise<EventOutcome> {
  if (event.type === 'charge.refunded') return handleChargeRefunded(deps, event);
  const object = event.data.object as Partial<Stripe.PaymentIntent> & { object?: string };
  const isIntent = event.type.startsWith('payment_intent.') && object.object === 'payment_intent';
  const metadataOrderId = isIntent ? object.metadata?.orderId : undefined;
  const orderId = metadataOrderId && uuidPattern.test(metadataOrderId) ? metadataOrderId : null;
  const base: PaymentEvent = {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    orderId,
    payload: event,
  };

  const metadataPurchaseId = isIntent ? object.metadata?.purchaseId : undefined;
  if (
    isIntent &&
    metadataPurchaseId &&
    uuidPattern.test(metadataPurchaseId) &&
    typeof object.id === 'string'
  ) {
    return handlePurchaseIntent(deps, event, metadataPurchaseId, { ...object, id: object.id });
  }
  if (!isIntent || orderId === null || typeof object.id !== 'string') {
    return applyPaymentEvent(deps, base, async () => ({ applied: false, detail: 'ignored' }));
  }
  const intentId = object.id;
  if (event.type === 'payment_intent.succeeded') {
    return applyPaymentEvent(
      deps,
      base,
      fulfilmentEffect(deps, orderId, {
        provider: 'stripe',
        intentId,
        amountMinor: object.amount_received ?? object.amount ?? -1,
        currency: object.currency ?? '',
      }),
    );
  }
  if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
    const status = event.type === 'payment_intent.canceled' ? 'canceled' : 'failed';
    return applyPaymentEvent(deps, base, async (trx, now) => {
      // Out of order: a failure arriving after the success (or for an older intent) changes nothing.
      const row = await markStripePaymentEnded(trx, orderId, intentId, status);
      // A failed or canceled checkout lets go of its discount use (the next payments.start takes it again).
      if (row) {
        await releaseDiscountHold(trx, orderId);
        await emit({ trx, now }, paymentEnded, { orderId });
      }
      return row ? { applied: true, detail: status } : { applied: false, detail: 'stale' };
    });
  }
  return applyPaymentEvent(deps, base, async () => ({ applied: false, detail: 'ignored' }));
}

/** A credit pack's intent: its success records the purchase; a failure leaves it unpaid (the client may retry). */
function handlePurchaseIntent(
  deps: PaymentsDeps,
  event: Stripe.Event,
  purchaseId: string,
  intent: Partial<Stripe.PaymentIntent> & { id: string },
): Promise<EventOutcome> {
  const base: PaymentEvent = {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    orderId: null,
    payload: event,
  };
  if (event.type !== 'payment_intent.succeeded') {
    return applyPaymentEvent(deps, base, async () => ({ applied: false, detail: 'ignored' }));
  }
  return applyPaymentEvent(
    deps,
    base,
    purchaseEffect(deps, purchaseId, {
      intentId: intent.id,
      amountMinor: intent.amount_received ?? intent.amount ?? -1,
      currency: intent.currency ?? '',
    }),
  );
}
