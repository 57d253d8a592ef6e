// What REST v1 reads of accounts and orders: the key's account as an order contact, and its orders by number
// (paid ones it is the client of, unpaid ones made from its drafts).
import type { Executor } from '../../db/tables';

export const selectAccountContact = (db: Executor, accountId: string) =>
  db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'preferred_language'])
    .where('id', '=', accountId)
    .executeTakeFirst();

/** An order of the account by number: one it was paid by (its client) or one made from its draft (unpaid). */
export const selectAccountOrder = (db: Executor, accountId: string, orderNumber: number) =>
  db
    .selectFrom('orders as o')
    .leftJoin('order_drafts as d', 'd.id', 'o.order_draft_id')
    .select(['o.id', 'o.order_number', 'o.paid_at', 'o.status', 'o.language'])
    .where('o.order_number', '=', orderNumber)
    .where((eb) => eb.or([eb('o.client_id', '=', accountId), eb('d.user_id', '=', accountId)]))
    .executeTakeFirst();
