// The invoices' reactions (ADR 014): a paid order gets its invoice, a refund its correcting invoice, each in the
// transaction of the payment or the refund (so the number is taken with it, or not at all).
import type { EventScope, Reaction } from '../../events/events';
import { issueCorrectingInvoice, issueOrderInvoice } from './invoices.issue';
import { issuePurchaseInvoice } from './invoices.purchase';
import { selectRefundToCorrect } from './invoices.queries';

const invoicingOf = (scope: EventScope, event: string) => {
  if (!scope.invoicing) throw new Error(`${event} was emitted without the invoicing configuration`);
  return scope.invoicing;
};

export const issueInvoice: Reaction<{ orderId: string }> = {
  kind: 'record',
  does: 'the invoice, numbered in this transaction (e-mailed with the confirmation)',
  record: async (scope, { orderId }) => {
    await issueOrderInvoice(scope.trx, invoicingOf(scope, 'order.paid'), orderId, scope.now);
  },
};

export const issueCorrection: Reaction<{ orderId: string; refundId: string }> = {
  kind: 'record',
  does: 'a correcting invoice for the refund (e-mailed with the refund notice)',
  record: async (scope, { orderId, refundId }) => {
    const refund = await selectRefundToCorrect(scope.trx, refundId);
    await issueCorrectingInvoice(
      scope.trx,
      invoicingOf(scope, 'order.refunded'),
      {
        id: refund.id,
        orderId,
        amountMinor: refund.amount_minor,
        position: refund.position,
        reason: refund.requested_by === null ? null : refund.reason,
      },
      scope.now,
    );
  },
};

export const issueCreditPurchaseInvoice: Reaction<{ purchaseId: string }> = {
  kind: 'record',
  does: 'the invoice of the credit bought, numbered in this transaction (e-mailed with the receipt)',
  record: async (scope, { purchaseId }) => {
    await issuePurchaseInvoice(scope.trx, invoicingOf(scope, 'credit.purchased'), purchaseId, scope.now);
  },
};
