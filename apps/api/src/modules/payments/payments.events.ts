// What happens after the payment changes of an order (events/events.ts, ADR 014).
import { Language } from '@photoedit/contracts';
import { z } from 'zod';
import { defineEvent } from '../../events/events';
import { rememberBillingDetails } from '../billing';
import {
  issueCorrection,
  issueCreditPurchaseInvoice,
  issueInvoice,
  selectCorrectingInvoice,
  selectOrderInvoice,
  selectPurchaseInvoice,
} from '../invoices';
import { mailToEach, selectActiveAdminRecipients, sendMail } from '../mail';
import {
  adminNewOrderMail,
  liveOrderEvent,
  OrderMailData,
  offerToPreferredFirst,
  orderConfirmationMail,
} from '../orders';
import { snapshotStyle } from '../style';
import { orderEventData, webhookEvent } from '../webhooks';
import { creditPurchaseMail, refundMail } from './payments.mail';
import { selectPurchaseNotice } from './payments.queries';
import { selectRefundNotice } from './payments.refunds.queries';

export const paymentStarted = defineEvent({
  name: 'payment.started',
  when: 'a checkout starts a payment with the provider',
  payload: z.object({ orderId: z.uuid() }),
}).reactions([liveOrderEvent('changed', ({ orderId }) => ({ orderIds: [orderId] }))]);

export const paymentEnded = defineEvent({
  name: 'payment.ended',
  when: 'the provider reports a payment failed or canceled',
  payload: z.object({ orderId: z.uuid() }),
}).reactions([liveOrderEvent('changed', ({ orderId }) => ({ orderIds: [orderId] }))]);

export const orderPaid = defineEvent({
  name: 'order.paid',
  when: 'a payment of the full total arrives (fulfilment, once per order); the order becomes pending',
  payload: z.object({
    orderId: z.uuid(),
    summary: OrderMailData,
    client: z.object({ email: z.string(), language: Language }),
    /** A one-click sign-in link for the client. */
    link: z.url(),
    origin: z.url(),
  }),
}).reactions([
  snapshotStyle,
  rememberBillingDetails,
  issueInvoice,
  offerToPreferredFirst,
  liveOrderEvent('paid', ({ orderId }) => ({ orderIds: [orderId] })),
  webhookEvent('order.paid', (trx, { orderId }) => orderEventData(trx, orderId)),
  webhookEvent('invoice.issued', async (trx, { orderId }) => {
    const invoice = await selectOrderInvoice(trx, orderId);
    return invoice
      ? orderEventData(trx, orderId, { invoice: { id: invoice.id, number: invoice.number } })
      : [];
  }),
  sendMail(
    'the confirmation with the summary, a sign-in link and the invoice (PDF), to the client',
    async (trx, p) => {
      const invoice = await selectOrderInvoice(trx, p.orderId);
      return [
        {
          ...(await orderConfirmationMail(p.client.language, {
            ...p.summary,
            link: p.link,
            origin: p.origin,
            invoiceNumber: invoice?.number ?? null,
          })),
          to: p.client.email,
          language: p.client.language,
          attachments: invoice ? [{ kind: 'invoice', id: invoice.id }] : [],
        },
      ];
    },
  ),
  sendMail('the new-order notice to every active admin, each in their language', async (trx, p) =>
    mailToEach(await selectActiveAdminRecipients(trx), (language) =>
      adminNewOrderMail(language, { ...p.summary, clientEmail: p.client.email, origin: p.origin }),
    ),
  ),
]);

export const orderRefunded = defineEvent({
  name: 'order.refunded',
  when: "money goes back to the client's card: an admin's refund, or one made in Stripe's dashboard",
  payload: z.object({ orderId: z.uuid(), refundId: z.uuid() }),
}).reactions([
  issueCorrection,
  liveOrderEvent('changed', ({ orderId }) => ({ orderIds: [orderId] })),
  webhookEvent('order.refunded', async (trx, { orderId, refundId }) => {
    const refund = await selectRefundNotice(trx, refundId);
    return orderEventData(trx, orderId, {
      refund: { id: refundId, amountMinor: refund?.amount_minor ?? null, photo: refund?.position ?? null },
    });
  }),
  webhookEvent('invoice.issued', async (trx, { orderId, refundId }) => {
    const correction = await selectCorrectingInvoice(trx, refundId);
    return correction
      ? orderEventData(trx, orderId, {
          invoice: { id: correction.id, number: correction.number, correcting: true },
        })
      : [];
  }),
  sendMail(
    'what was refunded and why, with the correcting invoice (PDF), to the client',
    async (trx, { refundId }) => {
      const refund = await selectRefundNotice(trx, refundId);
      if (!refund) return [];
      const correction = await selectCorrectingInvoice(trx, refundId);
      return [
        {
          ...(await refundMail(refund.language, {
            orderNumber: refund.order_number,
            amountMinor: refund.amount_minor,
            currency: refund.currency,
            photo: refund.position === null ? null : refund.position + 1,
            reason: refund.requested_by === null ? null : refund.reason,
            refundedMinor: refund.refunded_minor,
            paidMinor: refund.total_minor,
            correctionNumber: correction?.number ?? null,
          })),
          to: refund.email,
          language: refund.language,
          attachments: correction ? [{ kind: 'invoice', id: correction.id }] : [],
        },
      ];
    },
  ),
]);

const creditData = (
  purchase: { credit_minor: number; price_minor: number; currency: string; balance_minor: number | null },
  purchaseId: string,
) => ({
  purchaseId,
  creditMinor: purchase.credit_minor,
  paidMinor: purchase.price_minor,
  currency: purchase.currency,
  balanceMinor: purchase.balance_minor,
});

export const creditPurchased = defineEvent({
  name: 'credit.purchased',
  when: "a credit pack's payment arrives (once per purchase); its credit is in the ledger",
  payload: z.object({ purchaseId: z.uuid() }),
}).reactions([
  issueCreditPurchaseInvoice,
  webhookEvent('credit.purchased', async (trx, { purchaseId }) => {
    const purchase = await selectPurchaseNotice(trx, purchaseId);
    return purchase
      ? [{ accountId: purchase.client_id, data: { credit: creditData(purchase, purchaseId) } }]
      : [];
  }),
  webhookEvent('invoice.issued', async (trx, { purchaseId }) => {
    const [purchase, invoice] = await Promise.all([
      selectPurchaseNotice(trx, purchaseId),
      selectPurchaseInvoice(trx, purchaseId),
    ]);
    if (!purchase || !invoice) return [];
    const data = {
      invoice: { id: invoice.id, number: invoice.number },
      credit: creditData(purchase, purchaseId),
    };
    return [{ accountId: purchase.client_id, data }];
  }),
  sendMail(
    'the receipt of the credit bought, with its invoice (PDF), to the client',
    async (trx, { purchaseId }) => {
      const purchase = await selectPurchaseNotice(trx, purchaseId);
      const invoice = await selectPurchaseInvoice(trx, purchaseId);
      if (!purchase) return [];
      return [
        {
          ...(await creditPurchaseMail(purchase.language, {
            paidMinor: purchase.price_minor,
            creditMinor: purchase.credit_minor,
            balanceMinor: purchase.balance_minor,
            currency: purchase.currency,
            invoiceNumber: invoice?.number ?? null,
          })),
          to: purchase.email,
          language: purchase.language,
          attachments: invoice ? [{ kind: 'invoice', id: invoice.id }] : [],
        },
      ];
    },
  ),
]);
