// The SQL of the admin dashboard's figures: the order_figures rollup, the orders at work and the users, each one
// round trip.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/tables';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Paid orders (refunded ones excluded) by status, in the periods and completed on time: from the order_figures
 * rollup, which the orders trigger keeps in step (a few rows per day, whatever the number of orders).
 */
export const selectPaidOrderFigures = (db: Kysely<DB>, todayStart: Date, weekStart: Date) =>
  db
    .selectFrom('order_figures')
    .select((eb) => [
      'status',
      eb.fn.sum<string>('orders').as('total'),
      sql<string>`coalesce(sum(orders) FILTER (WHERE paid_on >= ${utcDay(todayStart)}::date), 0)`.as('today'),
      sql<string>`coalesce(sum(orders) FILTER (WHERE paid_on >= ${utcDay(weekStart)}::date), 0)`.as(
        'this_week',
      ),
      eb.fn.sum<string>('on_time').as('on_time'),
    ])
    .where('payment_status', '=', 'paid')
    .groupBy('status')
    .execute();

/** The paid orders still at work: nobody's yet, and past their deadline (the orders_at_work_idx rows only). */
export const selectOrdersAtWork = (db: Kysely<DB>, now: Date) =>
  db
    .selectFrom('orders')
    .select([
      sql<string>`count(*) FILTER (WHERE designer_id IS NULL)`.as('unassigned'),
      sql<string>`count(*) FILTER (WHERE due_at < ${now})`.as('overdue'),
    ])
    .where('payment_status', '=', 'paid')
    .where('status', '<>', 'completed')
    .executeTakeFirstOrThrow();

/**
 * Paid totals per currency: the paid (and refunded) orders' figures less their refunds, plus what was paid for
 * orders deleted since (the money was taken: a deletion refunds nothing), with the deleted orders' part and the
 * refunds on their own.
 */
export const selectRevenue = (db: Kysely<DB>, weekStart: Date) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('order_figures')
        .select([
          'currency',
          sql<string>`total_minor - refunded_minor`.as('total_minor'),
          'paid_on',
          sql<string>`0::bigint`.as('deleted_minor'),
          'refunded_minor',
        ])
        .where('payment_status', 'in', ['paid', 'refunded'])
        .unionAll(
          eb
            .selectFrom('order_deletions')
            .select([
              'currency',
              sql<string>`total_minor::bigint`.as('total_minor'),
              sql<Date | null>`(paid_at AT TIME ZONE 'UTC')::date`.as('paid_on'),
              sql<string>`total_minor::bigint`.as('deleted_minor'),
              sql<string>`0::bigint`.as('refunded_minor'),
            ])
            .where('payment_status', '=', 'paid'),
        )
        .as('paid'),
    )
    .select((eb) => [
      'currency',
      eb.fn.sum<string>('total_minor').as('total'),
      sql<string>`coalesce(sum(total_minor) FILTER (WHERE paid_on >= ${utcDay(weekStart)}::date), 0)`.as(
        'this_week',
      ),
      eb.fn.sum<string>('deleted_minor').as('deleted'),
      eb.fn.sum<string>('refunded_minor').as('refunded'),
    ])
    .groupBy('currency')
    .orderBy('currency')
    .execute();

export const selectUnpaidOrderCount = (db: Kysely<DB>) =>
  db
    .selectFrom('order_figures')
    .select(sql<string>`coalesce(sum(orders), 0)`.as('n'))
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
