// The SQL of live updates: reading the events (the hub and a resume), pruning them, and the overdue events.
import { sql } from 'kysely';
import type { Executor } from '../../../db/tables';

export interface OrderEventRow {
  id: string;
  order_id: string;
  kind: string;
  client_id: string | null;
  designer_id: string | null;
  previous_designer_id: string | null;
  for_designers: boolean;
}

const eventColumns = [
  'order_id',
  'kind',
  'client_id',
  'designer_id',
  'previous_designer_id',
  'for_designers',
] as const;

/** The id of the newest event, '0' when there is none. */
export async function newestEventId(db: Executor): Promise<string> {
  const row = await db
    .selectFrom('order_events')
    .select(sql<string>`coalesce(max(id), 0)::text`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Events after `afterId`, oldest first. */
export const selectEventsAfter = (db: Executor, afterId: string, limit: number) =>
  db
    .selectFrom('order_events')
    .select(eventColumns)
    .select(sql<string>`id::text`.as('id'))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<OrderEventRow[]>;

/** The events of these ids that exist now (ids a reader skipped because their transaction had not committed). */
export const selectEventsByIds = (db: Executor, ids: string[]) =>
  db
    .selectFrom('order_events')
    .select(eventColumns)
    .select(sql<string>`id::text`.as('id'))
    .where('id', 'in', ids)
    .orderBy('id')
    .execute() as Promise<OrderEventRow[]>;

/**
 * The events of the last `recentSeconds` up to `upToId`: ids are taken when a transaction inserts and become
 * visible when it commits, so one can appear below an id a client has already seen.
 */
export const selectRecentEventsUpTo = (db: Executor, upToId: string, recentSeconds: number) =>
  db
    .selectFrom('order_events')
    .select(eventColumns)
    .select(sql<string>`id::text`.as('id'))
    .where('id', '<=', upToId)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${recentSeconds})`)
    .orderBy('id')
    .execute() as Promise<OrderEventRow[]>;

export const pruneOrderEvents = (db: Executor, olderThan: Date) =>
  db.deleteFrom('order_events').where('created_at', '<', olderThan).executeTakeFirst();

/** The paid orders still at work whose deadline passed in (from, to]: the clock made them overdue. */
export const selectOrdersDueBetween = async (db: Executor, from: Date, to: Date): Promise<string[]> =>
  (
    await db
      .selectFrom('orders')
      .select('id')
      .where('payment_status', '=', 'paid')
      .where('status', '<>', 'completed')
      .where('due_at', '>', from)
      .where('due_at', '<=', to)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

/** Which of these sign-in sessions are still open: a token of the family not revoked, its user active. */
export async function selectOpenSessions(
  db: Executor,
  sessions: readonly { userId: string; sessionId: string }[],
): Promise<Set<string>> {
  if (sessions.length === 0) return new Set();
  const rows = await db
    .selectFrom('refresh_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.user_id', 't.family_id'])
    .distinct()
    .where('t.family_id', 'in', [...new Set(sessions.map((session) => session.sessionId))])
    .where('t.revoked_at', 'is', null)
    .where('u.status', '=', 'active')
    .execute();
  return new Set(rows.map((row) => sessionKey(row.user_id, row.family_id)));
}

export const sessionKey = (userId: string, sessionId: string) => `${userId}:${sessionId}`;
