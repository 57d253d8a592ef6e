// The SQL of webhooks (issue 36): a client's endpoints, the events raised for an account with one delivery per
// subscribed endpoint, deliveries taken when due (one node each), their outcomes, and the delivery log.
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

const endpointColumns = [
  'id',
  'name',
  'url',
  'event_types',
  'enabled',
  'disabled_reason',
  'failing_since',
  'created_at',
] as const;

export const selectEndpoints = (db: Executor, accountId: string) =>
  db
    .selectFrom('webhook_endpoints')
    .select(endpointColumns)
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
export type EndpointRow = Awaited<ReturnType<typeof selectEndpoints>>[number];

export async function countEndpoints(db: Executor, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertEndpoint = (
  db: Executor,
  row: {
    accountId: string;
    createdBy: string;
    name: string;
    url: string;
    secret: string;
    eventTypes: string[];
    now: Date;
  },
) =>
  db
    .insertInto('webhook_endpoints')
    .values({
      account_id: row.accountId,
      created_by: row.createdBy,
      name: row.name,
      url: row.url,
      secret: row.secret,
      event_types: row.eventTypes,
      created_at: row.now,
    })
    .returning(endpointColumns)
    .executeTakeFirstOrThrow();

export const updateEndpoint = (
  db: Executor,
  accountId: string,
  endpointId: string,
  change: { name: string; url: string; eventTypes: string[]; enabled: boolean },
) =>
  db
    .updateTable('webhook_endpoints')
    .set({
      name: change.name,
      url: change.url,
      event_types: change.eventTypes,
      enabled: change.enabled,
      disabled_reason: change.enabled ? null : 'owner',
      failing_since: change.enabled ? null : sql<Date | null>`failing_since`,
    })
    .where('id', '=', endpointId)
    .where('account_id', '=', accountId)
    .returning(endpointColumns)
    .executeTakeFirst();

export const deleteEndpoint = (db: Executor, accountId: string, endpointId: string) =>
  db
    .deleteFrom('webhook_endpoints')
    .where('id', '=', endpointId)
    .where('account_id', '=', accountId)
    .returning('id')
    .executeTakeFirst();

/** Who an order's events go to: its team's owner, or its client. */
export const selectOrderAccount = (db: Executor, orderId: string) =>
  db
    .selectFrom('orders as o')
    .leftJoin('organisations as g', 'g.id', 'o.organisation_id')
    .select(['o.order_number', 'o.status', 'o.currency', 'o.total_minor'])
    .select((eb) => eb.fn.coalesce('g.owner_id', 'o.client_id').as('account_id'))
    .where('o.id', '=', orderId)
    .executeTakeFirst();

/** Records an event for an account and a due delivery to each of its enabled endpoints subscribed to its type. */
export async function insertEventWithDeliveries(
  db: Executor,
  event: { accountId: string; type: string; data: string; now: Date },
): Promise<number> {
  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('account_id', '=', event.accountId)
    .where('enabled', '=', true)
    .where(sql<boolean>`${event.type} = ANY(event_types)`)
    .execute();
  if (endpoints.length === 0) return 0;
  const inserted = await db
    .insertInto('webhook_events')
    .values({ account_id: event.accountId, type: event.type, data: event.data, created_at: event.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhook_deliveries')
    .values(
      endpoints.map((endpoint) => ({
        event_id: inserted.id,
        endpoint_id: endpoint.id,
        next_attempt_at: event.now,
        created_at: event.now,
      })),
    )
    .execute();
  await sql`SELECT pg_notify('webhook_deliveries', '')`.execute(db);
  return endpoints.length;
}

/**
 * Takes up to `limit` due deliveries of enabled endpoints for one attempt: each is leased until `leaseUntil` (no
 * other node takes it meanwhile) and counted as an attempt.
 */
export const takeDueDeliveries = (db: Executor, now: Date, leaseUntil: Date, limit: number) =>
  db
    .with('due', (qb) =>
      qb
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .select('d.id')
        .where('d.state', '=', 'pending')
        .where('d.next_attempt_at', '<=', now)
        .where('e.enabled', '=', true)
        .orderBy('d.next_attempt_at')
        .orderBy('d.id')
        .limit(limit)
        .forUpdate('d')
        .skipLocked(),
    )
    .updateTable('webhook_deliveries as d')
    .from('due')
    .set({ next_attempt_at: leaseUntil, attempts: sql`d.attempts + 1` })
    .whereRef('d.id', '=', 'due.id')
    .returning(['d.id', 'd.event_id', 'd.endpoint_id', 'd.attempts'])
    .execute();

export const selectDeliveryParts = (db: Executor, deliveryId: string) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.attempts',
      'v.id as event_id',
      'v.type',
      'v.data',
      'v.created_at as event_created_at',
      'e.id as endpoint_id',
      'e.url',
      'e.secret',
      'e.failing_since',
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();

export const recordOutcome = (
  db: Executor,
  deliveryId: string,
  outcome: {
    state: 'pending' | 'delivered' | 'failed';
    status: number | null;
    error: string | null;
    at: Date;
    nextAttemptAt: Date | null;
  },
) =>
  db
    .updateTable('webhook_deliveries')
    .set({
      state: outcome.state,
      last_status: outcome.status,
      last_error: outcome.error,
      last_attempt_at: outcome.at,
      next_attempt_at: outcome.nextAttemptAt,
    })
    .where('id', '=', deliveryId)
    .execute();

export const markEndpointHealthy = (db: Executor, endpointId: string) =>
  db.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', endpointId).execute();

/** Notes the first failure of a run of them; the endpoint's failing-since time after. */
export const markEndpointFailing = (db: Executor, endpointId: string, now: Date) =>
  db
    .updateTable('webhook_endpoints')
    .set({ failing_since: sql`COALESCE(failing_since, ${now})` })
    .where('id', '=', endpointId)
    .returning(['failing_since', 'account_id', 'name', 'url', 'enabled'])
    .executeTakeFirstOrThrow();

/** Switches an endpoint off for failing; its pending deliveries fail with it. True when this call switched it. */
export async function switchOffEndpoint(db: Executor, endpointId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_reason: 'failing' })
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await db
    .updateTable('webhook_deliveries')
    .set({
      state: 'failed',
      next_attempt_at: null,
      last_error: 'endpoint switched off',
      last_attempt_at: now,
    })
    .where('endpoint_id', '=', endpointId)
    .where('state', '=', 'pending')
    .execute();
  return true;
}

export const selectDeliveries = (db: Executor, accountId: string, endpointId: string, limit: number) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'v.id as event_id',
      'v.type',
      'd.state',
      'd.attempts',
      'd.last_status',
      'd.last_error',
      'd.created_at',
      'd.last_attempt_at',
      'd.next_attempt_at',
    ])
    .where('e.account_id', '=', accountId)
    .where('d.endpoint_id', '=', endpointId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
export type DeliveryRow = Awaited<ReturnType<typeof selectDeliveries>>[number];

/** "Send again": the account's delivery due now (its attempts so far kept). */
export const requeueDelivery = (db: Executor, accountId: string, deliveryId: string, now: Date) =>
  db
    .updateTable('webhook_deliveries as d')
    .from('webhook_endpoints as e')
    .set({ state: 'pending', next_attempt_at: now })
    .whereRef('e.id', '=', 'd.endpoint_id')
    .where('e.account_id', '=', accountId)
    .where('d.id', '=', deliveryId)
    .returning('d.id')
    .executeTakeFirst();

export const notifyDeliveries = (db: Executor) => sql`SELECT pg_notify('webhook_deliveries', '')`.execute(db);

export const selectOwnerContact = (db: Executor, accountId: string) =>
  db
    .selectFrom('users')
    .select(['email', 'preferred_language'])
    .where('id', '=', accountId)
    .executeTakeFirst();

/** Removes events older than `before` with nothing left to deliver (their deliveries go with them); how many. */
export async function deleteOldEvents(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('webhook_events as v')
    .where('v.created_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('webhook_deliveries as d')
            .select('d.id')
            .whereRef('d.event_id', '=', 'v.id')
            .where('d.state', '=', 'pending'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
