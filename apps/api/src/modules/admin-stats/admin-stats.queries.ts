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

/** Orders first delivered since `from`, per UTC week: how many, and how many by their due time. */
export const selectOnTimeByWeek = (db: Kysely<DB>, from: Date) =>
  db
    .selectFrom('orders')
    .select([
      sql<string>`to_char(date_trunc('week', delivered_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`.as('week'),
      sql<number>`count(*)::int`.as('delivered'),
      sql<number>`(count(*) FILTER (WHERE delivered_on_time))::int`.as('on_time'),
    ])
    .where('delivered_at', '>=', from)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();

/** The same per designer of the order, most deliveries first. */
export const selectOnTimeByDesigner = (db: Kysely<DB>, from: Date) =>
  db
    .selectFrom('orders as o')
    .innerJoin('users as d', 'd.id', 'o.designer_id')
    .select([
      'd.id',
      sql<string>`coalesce(d.display_name, d.first_name, d.email)`.as('name'),
      sql<number>`count(*)::int`.as('delivered'),
      sql<number>`(count(*) FILTER (WHERE o.delivered_on_time))::int`.as('on_time'),
    ])
    .where('o.delivered_at', '>=', from)
    .groupBy(['d.id', 'd.display_name', 'd.first_name', 'd.email'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('d.id')
    .limit(100)
    .execute();

/** Credit granted since `from` by a late delivery and by the guarantee, per currency. */
export const selectCreditsGranted = (db: Kysely<DB>, from: Date) =>
  db
    .selectFrom('credit_ledger')
    .select([
      'currency',
      sql<number>`(count(*) FILTER (WHERE kind = 'late_delivery'))::int`.as('late_count'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'late_delivery'), 0)`.as('late_minor'),
      sql<number>`(count(*) FILTER (WHERE kind = 'guarantee'))::int`.as('guarantee_count'),
      sql<string>`coalesce(sum(amount_minor) FILTER (WHERE kind = 'guarantee'), 0)`.as('guarantee_minor'),
    ])
    .where('kind', 'in', ['late_delivery', 'guarantee'])
    .where('created_at', '>=', from)
    .groupBy('currency')
    .orderBy('currency')
    .execute();

/** Guarantee claims opened since `from`, and how they were decided. */
export const selectClaimFigures = (db: Kysely<DB>, from: Date) =>
  db
    .selectFrom('guarantee_claims')
    .select([
      sql<number>`count(*)::int`.as('opened'),
      sql<number>`(count(*) FILTER (WHERE resolution IS NULL))::int`.as('open'),
      sql<number>`(count(*) FILTER (WHERE resolution = 'redo'))::int`.as('redo'),
      sql<number>`(count(*) FILTER (WHERE resolution = 'refund'))::int`.as('refund'),
      sql<number>`(count(*) FILTER (WHERE resolution = 'credit'))::int`.as('credit'),
    ])
    .where('opened_at', '>=', from)
    .executeTakeFirstOrThrow();
