// The SQL of the development mailbox (rest/dev.ts): the outbox, newest first. Delivery's own SQL is in
// mail.delivery.ts's claim and mark statements.
import type { Executor } from '../../db/tables';

export function selectMailbox(db: Executor, query: { to?: string | undefined; limit: number }) {
  let q = db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'text',
      'html',
      'template',
      'language',
      'status',
      'attempts',
      'transport',
      'created_at',
      'sent_at',
      'last_error',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.to) q = q.where('to_address', '=', query.to.trim());
  return q.execute();
}

/** The addresses that get the admins' notices (new orders, contact messages, claims, alerts): every active admin. */
export function selectActiveAdminRecipients(db: Executor) {
  return db
    .selectFrom('users')
    .select(['email', 'preferred_language'])
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .execute();
}
