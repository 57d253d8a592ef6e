// What an order says of its refunds (issue 34): what the card paid, what went back, each refund, and each photo's
// share of the payment (its services and surcharge over all of them, of what the card paid, rounded down so the
// shares never add up to more). The refunds themselves are made by the payments module.
import type { OrderRefunds } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { selectPhotoLines, selectRefundRows } from './orders.refunds.queries';

/**
 * The order's photos read once, and each one's share of an amount paid (`paidMinor`: what the card paid for a
 * refund, everything paid for a credit), with whether it was refunded already.
 */
export async function photoShareSplit(db: Executor, orderId: string) {
  const lines = await selectPhotoLines(db, orderId);
  const sum = lines.reduce((total, line) => total + Number(line.line_minor), 0);
  return (paidMinor: number) =>
    lines.map((line) => ({
      imageId: line.id,
      position: line.position + 1,
      shareMinor: sum > 0 ? Math.floor((paidMinor * Number(line.line_minor)) / sum) : 0,
      refunded: line.refunded,
    }));
}

/** Each photo's share of `paidMinor` (what the card paid), and whether it was refunded already. */
export const photoShares = async (db: Executor, orderId: string, paidMinor: number) =>
  (await photoShareSplit(db, orderId))(paidMinor);

export async function orderRefunds(
  db: Executor,
  order: { id: string; total_minor: number; refunded_minor: number; currency: OrderRefunds['currency'] },
): Promise<OrderRefunds> {
  const [rows, photos] = await Promise.all([
    selectRefundRows(db, order.id),
    photoShares(db, order.id, order.total_minor),
  ]);
  return {
    paidMinor: order.total_minor,
    refundedMinor: order.refunded_minor,
    currency: order.currency,
    refunds: rows.map((row) => ({
      id: row.id,
      amountMinor: row.amount_minor,
      reason: row.reason,
      photo: row.position === null ? null : row.position + 1,
      status: row.status,
      external: row.requested_by === null,
      at: row.created_at.toISOString(),
    })),
    photos,
  };
}
