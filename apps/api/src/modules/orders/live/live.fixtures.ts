// Live events in tests, written as the services write them (ADR 014): a change to order rows and its live
// reaction in one transaction. Fixtures that insert rows directly raise no event by themselves.
import type { OrderEventKind } from '@photoedit/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../../db/tables';
import { createPaidOrder, type PaidOrderOptions } from '../client/client-orders.fixtures';
import { type LiveTarget, liveOrderEvent } from './live.record';

export async function changeOrders(
  db: Kysely<DB>,
  kind: OrderEventKind,
  orderIds: string[],
  set: Updateable<DB['orders']> = {},
  target: Omit<LiveTarget, 'orderIds'> = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (Object.keys(set).length > 0)
      await trx.updateTable('orders').set(set).where('id', 'in', orderIds).execute();
    await liveOrderEvent(kind, () => ({ orderIds, ...target })).record({ trx, now: new Date() }, undefined);
  });
}

/** A paid order (createPaidOrder) with the `created` event a checkout raises. */
export async function createOrderLive(db: Kysely<DB>, options: PaidOrderOptions) {
  const order = await createPaidOrder(db, options);
  await changeOrders(db, 'created', [order.orderId]);
  return order;
}
