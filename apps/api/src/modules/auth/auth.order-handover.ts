// The sign-in handed over on /payment-success. When a payment creates the client's account, fulfilment issues a
// one-time auto-login token bound to the order; for a short while the order's public status (which only the
// holder of the order's access token, i.e. the browser that paid, can read) carries it, and the page exchanges
// it with auth.autoLogin like an e-mailed link. An existing account is never signed in this way: anyone can
// order with someone else's e-mail address, so that owner signs in from their own mailbox.
import { createHmac, randomUUID } from 'node:crypto';
import type { Executor } from '../../db/tables';
import { tokenHash } from './auth.crypto';
import { insertOrderHandover, selectPendingHandover } from './auth.queries';

export const orderHandoverTtlMs = 15 * 60 * 1000;

// Derived from the row id, so the plain token is never stored and can be shown again until it is used.
const handoverToken = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`order-handover:${id}`).digest('base64url');

export async function issueOrderHandover(
  db: Executor,
  secret: string,
  grant: { userId: string; orderId: string },
  now: Date,
): Promise<void> {
  const id = randomUUID();
  await insertOrderHandover(db, {
    id,
    userId: grant.userId,
    orderId: grant.orderId,
    hash: tokenHash(handoverToken(secret, id)),
    now,
    expiresAt: new Date(now.getTime() + orderHandoverTtlMs),
  });
}

/** The order's handover token while it is unused and fresh, else null. */
export async function pendingOrderHandover(
  db: Executor,
  secret: string,
  orderId: string,
  now: Date,
): Promise<string | null> {
  const row = await selectPendingHandover(db, orderId, now);
  return row ? handoverToken(secret, row.id) : null;
}
