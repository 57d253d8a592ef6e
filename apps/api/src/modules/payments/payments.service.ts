// Payments: which provider the wizard uses, starting a payment for the server's amount, and the offline test
// confirmation (Stripe's webhook events: payments.webhook.ts). Every payment event is stored once (payment_events is unique on
// provider + event id) in the same transaction as its effect, so a duplicated delivery changes nothing.
import {
  type Currency,
  isBelowMinimumCharge,
  type OrderAccess,
  type OrderPublicStatus,
  orderMessageKeys,
  type PaymentProvider,
  type PaymentStart,
  type PaymentsConfig as PublicPaymentsConfig,
} from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/tables';
import { AppError } from '../../errors';
import { emit } from '../../events/events';
import type { Logger } from '../../logger';
import { holdDiscountUse } from '../discounts';
import { orderByAccess, publicStatus, refuseDeactivatedClient } from '../orders';
import type { ServiceDeps } from '../service-deps';
import { paymentStarted } from './payments.events';
import { type FulfilmentResult, fulfilOrder, type Payment } from './payments.fulfilment';
import { paymentProviderFor } from './payments.provider';
import { insertPaymentEvent, markEventApplied, orderExists, setPaymentIntent } from './payments.queries';

export interface PaymentsDeps extends ServiceDeps<'payments' | 'jwtSecret' | 'publicOrigin' | 'invoicing'> {
  log: Pick<Logger, 'warn' | 'error' | 'info'>;
}

export function publicPaymentsConfig(config: Pick<Config, 'payments'>): PublicPaymentsConfig {
  return config.payments.provider === 'stripe'
    ? { provider: 'stripe', publishableKey: config.payments.publishableKey, testMode: false }
    : { provider: 'offline', publishableKey: null, testMode: true };
}

const alreadyPaid = () =>
  new AppError('CONFLICT', orderMessageKeys.alreadyPaid, { message: 'This order is paid already.' });

/**
 * A checkout of a discounted order holds one use of its code (discounts.holds.ts) before any money can be
 * taken; when every use is held by others or used meanwhile, the client is told and can pay the full price.
 */
async function holdOrdersDiscount(
  deps: PaymentsDeps,
  order: {
    id: string;
    order_draft_id: string | null;
    discount_code_id: string | null;
    currency: Currency;
    contact_email: string;
  },
  address?: string,
): Promise<void> {
  const codeId = order.discount_code_id;
  if (!codeId) return;
  const outcome = await deps.db.transaction().execute((trx) =>
    holdDiscountUse(
      trx,
      {
        id: order.id,
        draftId: order.order_draft_id,
        discountCodeId: codeId,
        currency: order.currency,
        contactEmail: order.contact_email,
        address,
      },
      deps.now(),
    ),
  );
  if (outcome === 'usedUp') {
    throw new AppError('CONFLICT', orderMessageKeys.discountUsedUp, {
      message: 'Every use of this discount code is taken. Remove it to pay the full price.',
    });
  }
  if (outcome === 'invalid') {
    throw new AppError('BAD_INPUT', orderMessageKeys.invalidDiscountCode, {
      message: 'Invalid discount code.',
    });
  }
}

/** `payments.start`: the provider's payment for the order's total; calling it again reuses the same intent. */
export async function startPayment(
  deps: PaymentsDeps,
  access: OrderAccess,
  /** The caller's address: its discount hold is counted by it (discounts.holds.ts). */
  address?: string,
): Promise<PaymentStart> {
  const order = await orderByAccess(deps, access);
  if (order.paid_at !== null) throw alreadyPaid();
  await refuseDeactivatedClient(deps.db, order.contact_email);
  if (order.total_minor === 0 && order.credit_minor > 0) return payWithCredit(deps, order, address);
  if (isBelowMinimumCharge(order.total_minor, order.currency)) {
    throw new AppError('BAD_INPUT', orderMessageKeys.belowMinimumCharge, {
      message: 'The total is below the smallest card payment.',
    });
  }
  await holdOrdersDiscount(deps, order, address);
  const provider = paymentProviderFor(deps.config.payments);
  const existing = order.payment_provider === provider.kind ? order.payment_intent_id : null;
  let started: Awaited<ReturnType<typeof provider.startIntent>>;
  try {
    started = await provider.startIntent(
      {
        orderId: order.id,
        orderNumber: order.order_number,
        amountMinor: order.total_minor,
        currency: order.currency,
        email: order.contact_email,
      },
      existing,
    );
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'payment provider refused to start a payment');
    throw new AppError('INTERNAL', orderMessageKeys.paymentProviderFailed, {
      message: 'The payment provider could not be reached. Please try again.',
      cause: error,
    });
  }
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await setPaymentIntent(trx, order.id, {
      provider: provider.kind,
      intentId: started.intentId,
    });
    if (row) await emit({ trx, now: deps.now() }, paymentStarted, { orderId: order.id });
    return row;
  });
  if (!updated) throw alreadyPaid();
  const config = publicPaymentsConfig(deps.config);
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    provider: provider.kind,
    amountMinor: order.total_minor,
    currency: order.currency,
    clientSecret: started.clientSecret,
    publishableKey: config.publishableKey,
    testMode: config.testMode,
  };
}

/**
 * A total covered entirely by the client's credit needs no card: it is paid at once by the `credit` provider,
 * through the same event and fulfilment as a card payment (issue 34).
 */
async function payWithCredit(
  deps: PaymentsDeps,
  order: Awaited<ReturnType<typeof orderByAccess>>,
  address: string | undefined,
): Promise<PaymentStart> {
  await holdOrdersDiscount(deps, order, address);
  const intentId = `credit_${order.id}`;
  await applyPaymentEvent(
    deps,
    {
      provider: 'credit',
      eventId: `${intentId}:paid`,
      type: 'credit.payment_succeeded',
      orderId: order.id,
      payload: { creditMinor: order.credit_minor, currency: order.currency },
    },
    fulfilmentEffect(deps, order.id, {
      provider: 'credit',
      intentId,
      amountMinor: 0,
      currency: order.currency,
    }),
  );
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    provider: 'credit',
    amountMinor: 0,
    currency: order.currency,
    clientSecret: null,
    publishableKey: null,
    testMode: false,
  };
}

export interface PaymentEvent {
  provider: PaymentProvider;
  eventId: string;
  type: string;
  orderId: string | null;
  payload: unknown;
}

export type EventOutcome = { applied: boolean; duplicate: boolean; detail: string };

/**
 * Records an event once and applies its effect in the same transaction. A duplicate (same provider event id)
 * is answered without doing anything again; a concurrent duplicate waits on the unique key and then is one.
 */
export async function applyPaymentEvent(
  deps: PaymentsDeps,
  event: PaymentEvent,
  effect: (trx: Transaction<DB>, now: Date) => Promise<{ applied: boolean; detail: string }>,
): Promise<EventOutcome> {
  const now = deps.now();
  const known = event.orderId !== null && (await orderExists(deps.db, event.orderId));
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertPaymentEvent(trx, { ...event, orderId: known ? event.orderId : null }, now);
    if (!inserted) return { applied: false, duplicate: true, detail: 'duplicate event' };
    const result = await effect(trx, now);
    if (result.applied) {
      await markEventApplied(trx, inserted.id, now);
    }
    return { applied: result.applied, duplicate: false, detail: result.detail };
  });
  return outcome;
}

export const fulfilmentEffect =
  (deps: PaymentsDeps, orderId: string, payment: Payment) => async (trx: Transaction<DB>, now: Date) => {
    const result: FulfilmentResult = await fulfilOrder(trx, deps, orderId, payment, now);
    if (result.outcome === 'fulfilled') return { applied: true, detail: 'fulfilled' };
    if (result.outcome === 'mismatch') {
      deps.log.error(
        { orderId, payment, reason: result.reason },
        'payment does not match its order; not applied',
      );
      return { applied: false, detail: `mismatch: ${result.reason}` };
    }
    if (result.outcome === 'already_paid') {
      deps.log.warn({ orderId, payment }, 'payment for an order that is paid already; not applied');
    } else {
      deps.log.error({ orderId, payment }, 'payment for an unknown order; not applied');
    }
    return { applied: false, detail: result.outcome };
  };

/** `payments.offline.confirm`: the test payment, through the same event + fulfilment path as Stripe. */
export async function confirmOfflinePayment(
  deps: PaymentsDeps,
  access: OrderAccess,
): Promise<OrderPublicStatus> {
  if (deps.config.payments.provider !== 'offline') {
    throw new AppError('FORBIDDEN', orderMessageKeys.offlinePaymentUnavailable, {
      message: 'The offline test payment is not enabled here.',
    });
  }
  const order = await orderByAccess(deps, access);
  if (order.paid_at !== null) {
    // A repeated click on the same test payment: answer the state; anything else is a second payment.
    if (order.payment_provider === 'offline') return publicStatus(deps, access);
    throw alreadyPaid();
  }
  if (order.payment_provider !== 'offline' || !order.payment_intent_id) {
    throw new AppError('CONFLICT', orderMessageKeys.offlinePaymentUnavailable, {
      message: 'Start the payment first (payments.start).',
    });
  }
  // The hold may have lapsed since payments.start: take it again (or refuse) before the payment is recorded.
  await holdOrdersDiscount(deps, order);
  const payment: Payment = {
    provider: 'offline',
    intentId: order.payment_intent_id,
    amountMinor: order.total_minor,
    currency: order.currency,
  };
  await applyPaymentEvent(
    deps,
    {
      provider: 'offline',
      eventId: `${order.payment_intent_id}:succeeded`,
      type: 'offline.payment_succeeded',
      orderId: order.id,
      payload: {
        intentId: order.payment_intent_id,
        amountMinor: order.total_minor,
        currency: order.currency,
      },
    },
    fulfilmentEffect(deps, order.id, payment),
  );
  return publicStatus(deps, access);
}
