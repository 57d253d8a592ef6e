// The live channel's reaction (ADR 010, ADR 014): an event of an order that a screen shows writes a row of
// `order_events` per order in the change's transaction, with only ids and who may see it, and notifies the
// channel `order_events` with the highest id written: a few bytes, delivered on commit, never on a rollback.
import type { OrderEventKind } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Reaction } from '../../../events/events';
import { availableToDesigners } from '../../access';

export interface LiveTarget {
  orderIds: readonly string[];
  /** The designer the order was taken from (an admin's reassignment), who must see it leave their list. */
  previousDesignerId?: string | null;
  /**
   * The order was available to claim before the change (a claim, a reassignment, a deletion written after it):
   * every designer hears of it, since it leaves their Available Orders.
   */
  wasAvailable?: boolean;
}

const reactionText: Record<OrderEventKind, string> = {
  created: 'live: the admins see the new order',
  paid: "live: the client's, the admins' and every designer's lists show it",
  claimed: "live: it leaves every designer's Available Orders; the claimer's and the client's views update",
  assigned: 'live: the new and the previous designer, the client and the admins see it',
  status: 'live: everyone who sees the order sees its status',
  changed: 'live: everyone who sees the order refreshes it',
  images: 'live: everyone who sees the order refreshes its photos',
  deleted: 'live: it leaves every list that showed it',
  overdue: 'live: everyone who sees the order sees it overdue',
};

/** Writes an `order_events` row of `kind` for each order `target` names, as the order is now. */
export function liveOrderEvent<Payload>(
  kind: OrderEventKind,
  target: (payload: Payload) => LiveTarget,
): Reaction<Payload> {
  return {
    kind: 'live',
    liveKind: kind,
    does: reactionText[kind],
    record: async ({ trx }, payload) => {
      const { orderIds, previousDesignerId = null, wasAvailable = false } = target(payload);
      if (orderIds.length === 0) return;
      const added = await trx
        .insertInto('order_events')
        .columns(['order_id', 'kind', 'client_id', 'designer_id', 'previous_designer_id', 'for_designers'])
        .expression((eb) =>
          eb
            .selectFrom('orders')
            .select([
              'id',
              sql.lit(kind).as('kind'),
              'client_id',
              'designer_id',
              sql<string | null>`${previousDesignerId}::uuid`.as('previous_designer_id'),
              sql<boolean>`(${wasAvailable}::boolean OR ${availableToDesigners('orders')})`.as(
                'for_designers',
              ),
            ])
            .where('id', 'in', [...orderIds])
            .orderBy('id'),
        )
        .returning(sql<string>`id::text`.as('id'))
        .execute();
      if (added.length === 0) return;
      const newest = added.reduce((max, row) => (BigInt(row.id) > BigInt(max) ? row.id : max), '0');
      await sql`SELECT pg_notify('order_events', ${newest})`.execute(trx);
    },
  };
}
