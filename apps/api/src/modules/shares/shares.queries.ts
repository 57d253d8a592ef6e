// The share links' reads and writes. A link is found by the SHA-256 of its secret, and only while it is neither
// expired nor revoked.
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';
import { asClient, orderOwnedBy } from '../access';

/** The client's own paid order by its number, with what a share needs to know of it. */
export const selectOwnOrderForShare = (db: Executor, clientId: string, orderNumber: number) =>
  db
    .selectFrom('orders as o')
    .select(['o.id', 'o.first_completed_at', 'o.language'])
    .where('o.order_number', '=', orderNumber)
    .where('o.paid_at', 'is not', null)
    .where(orderOwnedBy('o', asClient(clientId)))
    .executeTakeFirst();

export const insertShare = (
  db: Executor,
  share: { orderId: string; tokenHash: Buffer; createdBy: string; createdAt: Date; expiresAt: Date },
) =>
  db
    .insertInto('order_shares')
    .values({
      order_id: share.orderId,
      token_hash: share.tokenHash,
      created_by: share.createdBy,
      created_at: share.createdAt,
      expires_at: share.expiresAt,
    })
    .returning(['id', 'created_at', 'expires_at', 'revoked_at'])
    .executeTakeFirstOrThrow();

export const selectSharesOfOrder = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_shares')
    .select(['id', 'created_at', 'expires_at', 'revoked_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

export type ShareRow = Awaited<ReturnType<typeof selectSharesOfOrder>>[number];

/** Revokes one of the client's own shares (once); the row as it is after, or undefined when it is not theirs. */
export const revokeOwnShare = async (db: Executor, clientId: string, shareId: string, now: Date) => {
  await db
    .updateTable('order_shares')
    .set({ revoked_at: now })
    .where('id', '=', shareId)
    .where('revoked_at', 'is', null)
    .where('order_id', 'in', (eb) =>
      eb
        .selectFrom('orders as o')
        .select('o.id')
        .where(orderOwnedBy('o', asClient(clientId))),
    )
    .execute();
  return db
    .selectFrom('order_shares as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.id', 's.created_at', 's.expires_at', 's.revoked_at'])
    .where('s.id', '=', shareId)
    .where(orderOwnedBy('o', asClient(clientId)))
    .executeTakeFirst();
};

/** The order a live link opens, with the photographer's business name. */
export const selectSharedOrder = (db: Executor, tokenHash: Buffer, now: Date) =>
  db
    .selectFrom('order_shares as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .leftJoin('organisations as g', 'g.id', 'o.organisation_id')
    // The business is the team's (its billing is under its owner's account, issue 35), else the client's.
    .leftJoin('billing_profiles as b', (join) =>
      join.on('b.user_id', '=', sql<string>`coalesce(g.owner_id, o.client_id)`).on('b.party', '=', 'company'),
    )
    .select(['o.id', 'o.order_number', 'o.contact_company', 'b.name as company_name', 's.expires_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();

/** The delivered photos of an order, in order. */
export const selectDeliveredPhotos = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_images')
    .select(['position', 'edited_media_id'])
    .where('order_id', '=', orderId)
    .where('edited_media_id', 'is not', null)
    .orderBy('position')
    .execute();
