// The SQL of the admin dashboard's figures: a few aggregate queries, each one round trip.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/tables';

/** Paid orders (refunded ones excluded) counted by status and in the periods, with overdue and unassigned. */
export const selectPaidOrderFigures = (db: Kysely<DB>, now: Date, todayStart: Date, weekStart: Date) =>
  db
    .selectFrom('orders')
    .select((eb) => [
      'status',
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) FILTER (WHERE paid_at >= ${todayStart})`.as('today'),
      sql<string>`count(*) FILTER (WHERE paid_at >= ${weekStart})`.as('this_week'),
      sql<string>`count(*) FILTER (WHERE designer_id IS NULL AND status <> 'completed')`.as('unassigned'),
      sql<string>`count(*) FILTER (WHERE status <> 'completed' AND due_at < ${now})`.as('overdue'),
      sql<string>`count(*) FILTER (WHERE status = 'completed' AND completed_at <= due_at)`.as('on_time'),
    ])
    .where('payment_status', '=', 'paid')
    .groupBy('status')
    .execute();

export const selectRevenue = (db: Kysely<DB>, weekStart: Date) =>
  db
    .selectFrom('orders')
    .select((eb) => [
      'currency',
      eb.fn.sum<string>('total_minor').as('total'),
      sql<string>`coalesce(sum(total_minor) FILTER (WHERE paid_at >= ${weekStart}), 0)`.as('this_week'),
    ])
    .where('payment_status', '=', 'paid')
    .groupBy('currency')
    .orderBy('currency')
    .execute();

export const selectUnpaidOrderCount = (db: Kysely<DB>) =>
  db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('payment_status', 'in', ['awaiting_payment', 'failed', 'canceled'])
    .executeTakeFirstOrThrow();

export const selectUserFigures = (db: Kysely<DB>) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'role',
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) FILTER (WHERE role = 'designer' AND NOT approved AND status = 'active')`.as(
        'awaiting',
      ),
    ])
    .groupBy('role')
    .execute();
