// The SQL of payments: the order's payment fields, and the provider events recorded once each.
import type { PaymentProvider } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

/** The payment a checkout started; undefined when the order was paid meanwhile. */
export const setPaymentIntent = (
  db: Executor,
  orderId: string,
  payment: { provider: PaymentProvider; intentId: string },
) =>
  db
    .updateTable('orders')
    .set({
      payment_provider: payment.provider,
      payment_intent_id: payment.intentId,
      payment_status: 'awaiting_payment',
    })
    .where('id', '=', orderId)
    .where('paid_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

export const orderExists = async (db: Executor, orderId: string) =>
  (await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst()) !== undefined;

/** The event's row, or undefined when the provider sent it before (the unique key). */
export const insertPaymentEvent = (
  db: Executor,
  event: {
    provider: PaymentProvider;
    eventId: string;
    type: string;
    orderId: string | null;
    payload: unknown;
  },
  now: Date,
) =>
  db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      provider_event_id: event.eventId,
      type: event.type,
      order_id: event.orderId,
      payload: JSON.stringify(event.payload),
      received_at: now,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();

export const markEventApplied = (db: Executor, eventId: string, now: Date) =>
  db.updateTable('payment_events').set({ applied_at: now }).where('id', '=', eventId).execute();

/** A Stripe payment that failed or was canceled, unless the order was paid or moved to another intent. */
export const markStripePaymentEnded = (
  db: Executor,
  orderId: string,
  intentId: string,
  status: 'failed' | 'canceled',
) =>
  db
    .updateTable('orders')
    .set({ payment_status: status })
    .where('id', '=', orderId)
    .where('paid_at', 'is', null)
    .where('payment_provider', '=', 'stripe')
    .where('payment_intent_id', '=', intentId)
    .returning('id')
    .executeTakeFirst();

export const lockOrder = (db: Executor, orderId: string) =>
  db.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();

/** The order is paid: its client, the payment that paid it, and its due time (its turnaround from payment). */
export const markOrderPaid = (
  db: Executor,
  orderId: string,
  paid: { clientId: string; provider: PaymentProvider; intentId: string; now: Date },
) =>
  db
    .updateTable('orders')
    .set({
      client_id: paid.clientId,
      payment_status: 'paid',
      payment_provider: paid.provider,
      payment_intent_id: paid.intentId,
      paid_at: paid.now,
      due_from: paid.now,
      // The order's turnaround: 24 h for Standard (SPEC), 12 h Express, 48 h Economy.
      due_at: sql<Date>`${paid.now}::timestamptz + make_interval(hours => turnaround_hours)`,
      // A team member's order belongs to their organisation (issue 35), and stays with it.
      organisation_id: sql<string | null>`(SELECT organisation_id FROM organisation_members
        WHERE user_id = ${paid.clientId}::uuid AND role IN ('owner', 'orderer'))`,
    })
    .where('id', '=', orderId)
    .execute();

/** What the receipt of a credit purchase says: the amounts, the balance after, the client's address and language. */
export const selectPurchaseNotice = (db: Executor, purchaseId: string) =>
  db
    .selectFrom('credit_purchases as p')
    .innerJoin('users as u', 'u.id', 'p.client_id')
    .leftJoin('credit_balances as b', (join) =>
      join.onRef('b.client_id', '=', 'p.client_id').onRef('b.currency', '=', 'p.currency'),
    )
    .select([
      'p.client_id',
      'p.price_minor',
      'p.credit_minor',
      'p.currency',
      'p.language',
      'u.email',
      'b.balance_minor',
    ])
    .where('p.id', '=', purchaseId)
    .executeTakeFirst();

export const selectUserEmail = async (db: Executor, userId: string) =>
  (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
