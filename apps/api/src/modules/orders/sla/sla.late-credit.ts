// The late-delivery credit (issue 34): an order whose first delivery arrives after its due time earns its client
// 1 % of what was paid per started 15 minutes late, at most 50 %, plus the whole Express surcharge of a late
// Express order (lateCreditMinor, stated on the terms page). Granted by itself in the delivery's transaction.
import { lateCreditMinor } from '@photoedit/contracts';
import type { Reaction } from '../../../events/events';
import { grantCredit, selectLateCredit } from '../../credits';
import { sendMail } from '../../mail';
import { lateCreditMail } from './sla.mail';
import { selectDeliveredOrder } from './sla.queries';

/** What was paid for the order: the card's part and the credit spent on it. */
const paidFor = (order: { total_minor: number; credit_minor: number }) =>
  order.total_minor + order.credit_minor;

export const grantLateCredit: Reaction<{ orderId: string }> = {
  kind: 'record',
  does: "a delivery after the due time: the client's late credit (1 % per started 15 minutes, at most 50 %, plus Express)",
  record: async ({ trx, now }, { orderId }) => {
    const order = await selectDeliveredOrder(trx, orderId);
    if (!order?.due_at || !order.client_id) return;
    const deliveredAt = order.delivered_at ?? now;
    const amountMinor = lateCreditMinor({
      paidMinor: paidFor(order),
      lateMs: deliveredAt.getTime() - order.due_at.getTime(),
      expressSurchargeMinor: order.turnaround === 'express' ? order.turnaround_minor : 0,
    });
    if (amountMinor <= 0) return;
    await grantCredit(trx, {
      clientId: order.client_id,
      currency: order.currency,
      amountMinor,
      kind: 'late_delivery',
      orderId: order.id,
      orderNumber: order.order_number,
      reason: null,
      createdBy: null,
      now,
    });
  },
};

export const lateCreditApology = sendMail<{ orderId: string }>(
  'the apology with the late credit, to the client (only when the delivery was late)',
  async (trx, { orderId }) => {
    const credit = await selectLateCredit(trx, orderId);
    const order = credit ? await selectDeliveredOrder(trx, orderId) : undefined;
    if (!credit || !order?.due_at || !order.delivered_at) return [];
    return [
      {
        ...(await lateCreditMail(order.language, {
          orderNumber: order.order_number,
          creditMinor: credit.amount_minor,
          balanceMinor: credit.balance_after_minor,
          currency: credit.currency,
          minutesLate: Math.ceil((order.delivered_at.getTime() - order.due_at.getTime()) / 60_000),
        })),
        to: order.email,
        language: order.language,
      },
    ];
  },
);
