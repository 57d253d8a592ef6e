// Fulfilment: what happens once an order is paid, exactly once however often it runs. Called inside the
// transaction that records the payment event, so the event, the order change, the discount use, the account
// and what follows it (order.paid, payments.events.ts) commit (or roll back) together.
import type { Language, PaymentProvider } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { InvoicingConfig } from '../../config';
import type { DB } from '../../db/tables';
import { emit } from '../../events/events';
import type { Logger } from '../../logger';
import { findOrCreateClient, issueAutoLoginLink, issueOrderHandover } from '../auth';
import { discountCodeText, redeemForOrder } from '../discounts';
import { type OrderMailData, selectImageServices, selectOrderImages, startOrderLifecycle } from '../orders';
import { orderPaid } from './payments.events';
import { lockOrder, markOrderPaid } from './payments.queries';

export interface Payment {
  provider: PaymentProvider;
  intentId: string;
  amountMinor: number;
  /** ISO code, any case. */
  currency: string;
}

export type FulfilmentResult =
  | { outcome: 'fulfilled'; clientId: string; accountCreated: boolean; discountRedeemed: boolean | null }
  | { outcome: 'already_paid' }
  | { outcome: 'not_found' }
  | { outcome: 'mismatch'; reason: string };

export interface FulfilmentDeps {
  config: { publicOrigin: string; jwtSecret: string; invoicing: InvoicingConfig };
  log: Pick<Logger, 'warn' | 'error'>;
}

export async function fulfilOrder(
  trx: Transaction<DB>,
  deps: FulfilmentDeps,
  orderId: string,
  payment: Payment,
  now: Date,
): Promise<FulfilmentResult> {
  const order = await lockOrder(trx, orderId);
  if (!order) return { outcome: 'not_found' };
  if (order.paid_at !== null) return { outcome: 'already_paid' };
  if (payment.amountMinor !== order.total_minor) {
    return { outcome: 'mismatch', reason: `amount ${payment.amountMinor} ≠ total ${order.total_minor}` };
  }
  if (payment.currency.toUpperCase() !== order.currency) {
    return { outcome: 'mismatch', reason: `currency ${payment.currency} ≠ ${order.currency}` };
  }
  if (order.payment_intent_id !== null && order.payment_provider !== null) {
    if (order.payment_intent_id !== payment.intentId || order.payment_provider !== payment.provider) {
      return { outcome: 'mismatch', reason: 'the payment is not the order’s current payment intent' };
    }
  }

  const { user, created } = await findOrCreateClient(
    trx,
    order.contact_email,
    {
      firstName: order.contact_first_name,
      lastName: order.contact_last_name,
      phone: order.contact_phone,
      company: order.contact_company,
    },
    order.language,
    now,
  );

  await markOrderPaid(trx, order.id, {
    clientId: user.id,
    provider: payment.provider,
    intentId: payment.intentId,
    now,
  });
  await startOrderLifecycle(trx, {
    orderId: order.id,
    paymentProvider: payment.provider,
    now,
  });

  const discountCode = order.discount_code_id ? await discountCodeText(trx, order.discount_code_id) : null;
  const summary: OrderMailData = {
    orderNumber: order.order_number,
    images: await mailImages(trx, order.id, order.language),
    subtotalMinor: order.subtotal_minor,
    discountMinor: order.discount_minor,
    discountCode,
    totalMinor: order.total_minor,
    creditMinor: order.credit_minor,
    currency: order.currency,
    testPayment: payment.provider === 'offline',
    turnaround: {
      tier: order.turnaround,
      hours: order.turnaround_hours,
      amountMinor: order.turnaround_minor,
    },
  };
  const origin = deps.config.publicOrigin;
  const link = await issueAutoLoginLink(trx, deps, user.id, now);
  if (created) {
    await issueOrderHandover(trx, deps.config.jwtSecret, { userId: user.id, orderId: order.id }, now);
  }
  await emit({ trx, now, invoicing: deps.config.invoicing }, orderPaid, {
    orderId: order.id,
    summary,
    client: { email: user.email, language: order.language },
    link,
    origin,
  });

  // Last, after the e-mails are rendered: counting the use locks the code's row until this transaction commits,
  // and every other checkout paying with the same code waits for that lock.
  // The price was quoted with the code; if it got used up by others since, the client still paid that price:
  // the order keeps its discount and the code is not counted past its maximum (logged for the admins).
  const redemption = order.discount_code_id ? await redeemForOrder(trx, order, now) : null;
  if (redemption && !redemption.redeemed) {
    deps.log.warn(
      { orderId: order.id, code: discountCode },
      'discount code was no longer redeemable at payment; the paid price stands',
    );
  }
  return {
    outcome: 'fulfilled',
    clientId: user.id,
    accountCreated: created,
    discountRedeemed: redemption?.redeemed ?? null,
  };
}

/** Each photo of the order with its services, named in the order's language, for the e-mails. */
async function mailImages(trx: Transaction<DB>, orderId: string, language: Language) {
  const images = await selectOrderImages(trx, [orderId]);
  const services = await selectImageServices(
    trx,
    images.map((image) => image.id),
    language,
  );
  return images.map((image) => ({
    position: image.position,
    note: image.client_note,
    services: services
      .filter((service) => service.order_image_id === image.id)
      .map((service) => service.name),
  }));
}
