// Fulfilment: what happens once an order is paid, exactly once however often it runs. Called inside the
// transaction that records the payment event, so the event, the order change, the discount use, the account
// and the e-mails commit (or roll back) together.
import { orderDueAfterMs } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/tables';
import type { Logger } from '../../logger';
import { findOrCreateClient, issueAutoLoginLink } from '../auth/auth.service';
import { releaseDiscountHold } from '../discounts/discounts.reservations';
import { redeemDiscountCode } from '../discounts/discounts.service';
import { enqueueMail } from '../mail/mail.outbox';
import { startOrderLifecycle } from '../orders/orders.lifecycle';
import { adminNewOrderMail, type OrderMailData, orderConfirmationMail } from '../orders/orders.mail';
import { serviceName } from '../services/services.queries';
import { selectActiveAdminRecipients } from '../users/users.queries';

export interface Payment {
  provider: 'stripe' | 'offline';
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
  config: { publicOrigin: string; jwtSecret: string };
  log: Pick<Logger, 'warn' | 'error'>;
}

export async function fulfilOrder(
  trx: Transaction<DB>,
  deps: FulfilmentDeps,
  orderId: string,
  payment: Payment,
  now: Date,
): Promise<FulfilmentResult> {
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
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

  await trx
    .updateTable('orders')
    .set({
      client_id: user.id,
      payment_status: 'paid',
      payment_provider: payment.provider,
      payment_intent_id: payment.intentId,
      paid_at: now,
      due_at: new Date(now.getTime() + orderDueAfterMs),
    })
    .where('id', '=', order.id)
    .execute();
  await startOrderLifecycle(trx, {
    orderId: order.id,
    note: `paid (${payment.provider} ${payment.intentId})`,
    now,
  });

  // The price was quoted with the code; if it got used up by others since, the client still paid that price:
  // the order keeps its discount and the code is not counted past its maximum (logged for the admins).
  let discountRedeemed: boolean | null = null;
  let discountCode: string | null = null;
  if (order.discount_code_id) {
    discountRedeemed = await redeemDiscountCode(trx, order.discount_code_id, now);
    const code = await trx
      .selectFrom('discount_codes')
      .select('code')
      .where('id', '=', order.discount_code_id)
      .executeTakeFirstOrThrow();
    discountCode = code.code;
    // The checkout's hold (if it had one) becomes this redemption.
    await releaseDiscountHold(trx, order.id);
    if (discountRedeemed) {
      await trx
        .insertInto('discount_redemptions')
        .values({
          discount_code_id: order.discount_code_id,
          order_id: order.id,
          amount_minor: order.discount_minor,
          currency: order.currency,
          redeemed_at: now,
        })
        .execute();
    } else {
      deps.log.warn(
        { orderId: order.id, code: code.code },
        'discount code was no longer redeemable at payment; the paid price stands',
      );
    }
  }

  const images = await trx
    .selectFrom('order_images as i')
    .leftJoin('order_image_services as s', 's.order_image_id', 'i.id')
    .leftJoin('services as sv', 'sv.id', 's.service_id')
    .select(['i.position', 'i.client_note', serviceName('sv', order.language).as('service_name')])
    .where('i.order_id', '=', order.id)
    .orderBy('i.position')
    .execute();
  const byPosition = new Map<number, OrderMailData['images'][number]>();
  for (const row of images) {
    const image = byPosition.get(row.position) ?? {
      position: row.position,
      services: [],
      note: row.client_note,
    };
    if (row.service_name) image.services.push(row.service_name);
    byPosition.set(row.position, image);
  }
  const mailData: OrderMailData = {
    orderNumber: order.order_number,
    images: [...byPosition.values()],
    subtotalMinor: order.subtotal_minor,
    discountMinor: order.discount_minor,
    discountCode,
    totalMinor: order.total_minor,
    currency: order.currency,
    testPayment: payment.provider === 'offline',
  };
  const origin = deps.config.publicOrigin;
  const link = await issueAutoLoginLink(trx, deps, user.id, now);
  await enqueueMail(
    trx,
    {
      ...orderConfirmationMail(order.language, { ...mailData, link, origin }),
      to: user.email,
      language: order.language,
    },
    now,
  );
  const admins = await selectActiveAdminRecipients(trx);
  for (const admin of admins) {
    await enqueueMail(
      trx,
      {
        ...adminNewOrderMail(admin.preferred_language, { ...mailData, clientEmail: user.email, origin }),
        to: admin.email,
        language: admin.preferred_language,
      },
      now,
    );
  }
  return { outcome: 'fulfilled', clientId: user.id, accountCreated: created, discountRedeemed };
}
