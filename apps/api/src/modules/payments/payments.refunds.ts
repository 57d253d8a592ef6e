// Refunds (issue 34): an admin gives back one photo's share of what the card paid, or all that is left of it, with
// a reason, through the order's payment provider. The amount is reserved on the order first (locked, never above
// what was paid: two admins refunding at once take turns), then the provider is asked with the refund's id as the
// idempotency key, so a retried request (same requestId) is the same refund and is made once. A refund made in
// Stripe's dashboard arrives as charge.refunded (reflectStripeRefund).
import { type OrderRefunds, type RefundInput, refundMessageKeys } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { InvoicingConfig } from '../../config';
import type { DB } from '../../db/tables';
import { AppError } from '../../errors';
import { emit } from '../../events/events';
import type { Logger } from '../../logger';
import { orderRefunds, photoShares } from '../orders';
import type { ServiceDeps } from '../service-deps';
import { orderRefunded } from './payments.events';
import { offlineProvider, type PaymentProviderDriver, stripeProvider } from './payments.provider';
import {
  addRefunded,
  insertRefund,
  lockRefundableOrder,
  selectRefundableOrder,
  selectRefundByRequest,
  settleRefund,
  sumHeldRefunds,
} from './payments.refunds.queries';

export interface RefundsDeps extends ServiceDeps<'payments' | 'invoicing'> {
  log: Pick<Logger, 'warn' | 'error'>;
}

type ParsedRefund = z.output<typeof RefundInput>;
type RefundRow = NonNullable<Awaited<ReturnType<typeof selectRefundByRequest>>>;
const k = refundMessageKeys;

/** The driver that took the order's payment (the configured Stripe account, or the offline test payment). */
function driverFor(deps: RefundsDeps, provider: string | null): PaymentProviderDriver {
  if (provider === 'offline') return offlineProvider;
  if (provider === 'stripe' && deps.config.payments.provider === 'stripe') {
    return stripeProvider(deps.config.payments);
  }
  throw new AppError('CONFLICT', k.notByCard, { message: 'This order was not paid by card here.' });
}

/** `admin.refunds.ofOrder`: what the card paid, what went back and each photo's share. */
export async function refundsOfOrder(deps: RefundsDeps, orderId: string): Promise<OrderRefunds> {
  const order = await selectRefundableOrder(deps.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', k.orderNotFound);
  return orderRefunds(deps.db, order);
}

/** Reserves the refund's amount on the locked order; answers an earlier refund of the same request instead. */
async function reserveRefund(trx: Transaction<DB>, adminId: string, input: ParsedRefund, now: Date) {
  const order = await lockRefundableOrder(trx, input.orderId);
  if (!order) throw new AppError('NOT_FOUND', k.orderNotFound);
  const same = await selectRefundByRequest(trx, input.requestId);
  if (same) return same;
  if (!order.paid_at || (order.payment_status !== 'paid' && order.payment_status !== 'refunded')) {
    throw new AppError('CONFLICT', k.notPaid, { message: 'This order is not paid.' });
  }
  if (order.payment_provider === 'credit' || !order.payment_intent_id || order.total_minor === 0) {
    throw new AppError('CONFLICT', k.notByCard, { message: 'Nothing of this order was paid by card.' });
  }
  const left = order.total_minor - order.refunded_minor;
  let amountMinor = left;
  if (input.imageId) {
    const photo = (await photoShares(trx, order.id, order.total_minor)).find(
      (p) => p.imageId === input.imageId,
    );
    if (!photo)
      throw new AppError('BAD_INPUT', k.photoNotInOrder, { message: 'No such photo in this order.' });
    if (photo.refunded) throw new AppError('CONFLICT', k.photoRefunded, { message: 'Refunded already.' });
    amountMinor = Math.min(photo.shareMinor, left);
  }
  if (amountMinor <= 0)
    throw new AppError('CONFLICT', k.nothingLeft, { message: 'All of it went back already.' });
  const refund = await insertRefund(trx, {
    orderId: order.id,
    imageId: input.imageId ?? null,
    amountMinor,
    currency: order.currency,
    reason: input.reason,
    provider: order.payment_provider as 'stripe' | 'offline',
    requestId: input.requestId,
    requestedBy: adminId,
    status: 'pending',
    now,
  });
  await addRefunded(trx, order.id, amountMinor, now);
  return refund;
}

/** A provider's answer that will not change on a retry (a 4xx): the reservation is given up. */
const isDefinitive = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Asks the provider for a reserved refund; settles it (with its event) or, refused for good, releases it. */
async function makeRefund(deps: RefundsDeps, refund: RefundRow, intentId: string): Promise<void> {
  const driver = driverFor(deps, refund.provider);
  let providerRefundId: string;
  try {
    ({ providerRefundId } = await driver.refund({
      refundId: refund.id,
      orderId: refund.order_id,
      intentId,
      amountMinor: refund.amount_minor,
    }));
  } catch (error) {
    deps.log.error({ err: error, refundId: refund.id }, 'the payment provider did not make a refund');
    if (isDefinitive(error)) {
      await deps.db.transaction().execute(async (trx) => {
        const failed = await settleRefund(trx, refund.id, { status: 'failed' }, deps.now());
        if (failed) await addRefunded(trx, refund.order_id, -refund.amount_minor, deps.now());
      });
      throw new AppError('CONFLICT', k.providerFailed, {
        message: 'The payment provider refused the refund.',
      });
    }
    throw new AppError('UNAVAILABLE', k.providerFailed, {
      message: 'The payment provider could not be reached. Try the same refund again.',
      cause: error,
    });
  }
  await deps.db.transaction().execute(async (trx) => {
    const settled = await settleRefund(trx, refund.id, { status: 'succeeded', providerRefundId }, deps.now());
    if (settled)
      await emit({ trx, now: deps.now(), invoicing: deps.config.invoicing }, orderRefunded, {
        orderId: refund.order_id,
        refundId: refund.id,
      });
  });
}

/** `admin.refunds.create`. */
export async function refundOrder(
  deps: RefundsDeps,
  adminId: string,
  input: ParsedRefund,
): Promise<OrderRefunds> {
  // A payment this node cannot refund (a card payment without Stripe configured) is refused before anything is held.
  const paid = await selectRefundableOrder(deps.db, input.orderId);
  if (paid?.payment_provider === 'stripe') driverFor(deps, paid.payment_provider);
  const refund = await deps.db.transaction().execute((trx) => reserveRefund(trx, adminId, input, deps.now()));
  if (refund.order_id !== input.orderId) {
    throw new AppError('BAD_INPUT', k.invalidRequest, {
      message: 'This request id belongs to another refund.',
    });
  }
  // The refund is of this order (checked above), whose payment's intent never changes once paid.
  if (refund.status === 'pending') await makeRefund(deps, refund, paid?.payment_intent_id ?? '');
  return refundsOfOrder(deps, input.orderId);
}

/**
 * charge.refunded: what Stripe says went back beyond the refunds we know of (made or being made) was refunded in
 * its dashboard; it is recorded as such, up to what is left of the payment.
 */
export async function reflectStripeRefund(
  trx: Transaction<DB>,
  charge: { orderId: string; amountRefunded: number; currency: string },
  now: Date,
  invoicing: InvoicingConfig,
): Promise<{ applied: boolean; detail: string }> {
  const order = await lockRefundableOrder(trx, charge.orderId);
  if (order?.payment_provider !== 'stripe') return { applied: false, detail: 'not a Stripe order' };
  if (charge.currency.toUpperCase() !== order.currency)
    return { applied: false, detail: 'currency mismatch' };
  const known = await sumHeldRefunds(trx, order.id, 'stripe');
  const amountMinor = Math.min(charge.amountRefunded - known, order.total_minor - order.refunded_minor);
  if (amountMinor <= 0) return { applied: false, detail: 'known refunds' };
  const refund = await insertRefund(trx, {
    orderId: order.id,
    imageId: null,
    amountMinor,
    currency: order.currency,
    reason: "Refunded in Stripe's dashboard",
    provider: 'stripe',
    requestId: crypto.randomUUID(),
    requestedBy: null,
    status: 'succeeded',
    now,
  });
  await addRefunded(trx, order.id, amountMinor, now);
  await emit({ trx, now, invoicing }, orderRefunded, { orderId: order.id, refundId: refund.id });
  return { applied: true, detail: `refunded ${amountMinor} in the dashboard` };
}
