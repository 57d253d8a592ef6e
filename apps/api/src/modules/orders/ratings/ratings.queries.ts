// The SQL of ratings and preferred designers (issue 33).
import type { DesignerPreference } from '@photoedit/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/tables';

/** Of `clientIds`, those who prefer the designer. */
export async function selectClientsPreferring(
  db: Executor,
  designerId: string,
  clientIds: readonly string[],
): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('designer_preferences')
    .select('client_id')
    .where('designer_id', '=', designerId)
    .where('preference', '=', 'preferred')
    .where('client_id', 'in', [...new Set(clientIds)])
    .execute();
  return new Set(rows.map((row) => row.client_id));
}

/** The client's own completed-or-not paid order, with what rating it needs. */
export const selectRatableOrder = (db: Executor, clientId: string, orderNumber: number) =>
  db
    .selectFrom('orders')
    .select(['id', 'status', 'designer_id', 'completed_at'])
    .where('client_id', '=', clientId)
    .where('order_number', '=', orderNumber)
    .where('payment_status', 'in', ['paid', 'refunded'])
    .executeTakeFirst();

export const upsertRating = (
  db: Executor,
  rating: {
    orderId: string;
    clientId: string;
    designerId: string;
    stars: number;
    comment: string | null;
    now: Date;
  },
) =>
  db
    .insertInto('order_ratings')
    .values({
      order_id: rating.orderId,
      client_id: rating.clientId,
      designer_id: rating.designerId,
      stars: rating.stars,
      comment: rating.comment,
      created_at: rating.now,
      updated_at: rating.now,
    })
    .onConflict((oc) =>
      oc
        .column('order_id')
        .doUpdateSet({ stars: rating.stars, comment: rating.comment, updated_at: rating.now }),
    )
    .returning(['stars', 'comment', 'updated_at'])
    .executeTakeFirstOrThrow();

export const selectRating = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_ratings')
    .select(['stars', 'comment', 'updated_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();

export const selectPreference = async (db: Executor, clientId: string, designerId: string) =>
  (
    await db
      .selectFrom('designer_preferences')
      .select('preference')
      .where('client_id', '=', clientId)
      .where('designer_id', '=', designerId)
      .executeTakeFirst()
  )?.preference ?? null;

export async function setPreference(
  db: Executor,
  clientId: string,
  designerId: string,
  preference: DesignerPreference | null,
  now: Date,
) {
  if (preference === null) {
    await db
      .deleteFrom('designer_preferences')
      .where('client_id', '=', clientId)
      .where('designer_id', '=', designerId)
      .execute();
    return;
  }
  await db
    .insertInto('designer_preferences')
    .values({ client_id: clientId, designer_id: designerId, preference, created_at: now })
    .onConflict((oc) => oc.columns(['client_id', 'designer_id']).doUpdateSet({ preference, created_at: now }))
    .execute();
}

/** Each designer's average stars and number of ratings. */
export async function selectRatingSummaries(db: Executor, designerIds: readonly string[]) {
  if (designerIds.length === 0) return new Map<string, { average: number; count: number }>();
  const rows = await db
    .selectFrom('order_ratings')
    .select([
      'designer_id',
      sql<string>`avg(stars)::numeric(3, 2)::text`.as('average'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('designer_id', 'in', [...new Set(designerIds)])
    .groupBy('designer_id')
    .execute();
  return new Map(rows.map((row) => [row.designer_id, { average: Number(row.average), count: row.count }]));
}

export const selectAssignmentSettings = async (db: Executor) => {
  const row = await db
    .selectFrom('assignment_settings')
    .select(['preferred_window_percent', 'preferred_window_max_minutes'])
    .executeTakeFirst();
  return {
    preferredWindowPercent: row?.preferred_window_percent ?? 25,
    preferredWindowMaxMinutes: row?.preferred_window_max_minutes ?? 180,
  };
};

export const updateAssignmentSettings = (
  db: Executor,
  settings: { preferredWindowPercent: number; preferredWindowMaxMinutes: number },
) =>
  db
    .updateTable('assignment_settings')
    .set({
      preferred_window_percent: settings.preferredWindowPercent,
      preferred_window_max_minutes: settings.preferredWindowMaxMinutes,
      updated_at: sql`now()`,
    })
    .where('id', '=', true)
    .execute();

/**
 * Opens the order's preferred designers' window at payment: until `paid_at` + the window, when the client has a
 * preferred designer (and the window is not empty). Answers the window's end, or null.
 */
export async function openPreferredWindow(db: Executor, orderId: string) {
  const settings = await selectAssignmentSettings(db);
  const row = await db
    .updateTable('orders as o')
    .set({
      preferred_until: sql`o.paid_at + make_interval(secs => least(
        o.turnaround_hours * 3600 * ${settings.preferredWindowPercent}::numeric / 100,
        ${settings.preferredWindowMaxMinutes}::numeric * 60))`,
    })
    .where('o.id', '=', orderId)
    .where('o.paid_at', 'is not', null)
    .where('o.turnaround_hours', 'is not', null)
    .where(sql<boolean>`EXISTS (SELECT 1 FROM designer_preferences dp
      WHERE dp.client_id = o.client_id AND dp.preference = 'preferred')`)
    .where(sql<boolean>`${settings.preferredWindowPercent} > 0 AND ${settings.preferredWindowMaxMinutes} > 0`)
    .returning('preferred_until')
    .executeTakeFirst();
  return row?.preferred_until ?? null;
}

/** Paid orders still unclaimed whose preferred window ended in (from, to]: now offered to every designer. */
export const selectWindowsEndedBetween = async (db: Executor, from: Date, to: Date) =>
  (
    await db
      .selectFrom('orders')
      .select('id')
      .where('payment_status', '=', 'paid')
      .where('designer_id', 'is', null)
      .where('preferred_until', '>', from)
      .where('preferred_until', '<=', to)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

/** The designers the order's client prefers and blocks. */
export async function selectClientDesigners(db: Executor, orderId: string) {
  const rows = await db
    .selectFrom('designer_preferences as dp')
    .innerJoin('orders as o', 'o.client_id', 'dp.client_id')
    .select(['dp.designer_id', 'dp.preference'])
    .where('o.id', '=', orderId)
    .orderBy('dp.designer_id')
    .execute();
  const of = (preference: DesignerPreference) =>
    rows.filter((row) => row.preference === preference).map((row) => row.designer_id);
  return { preferred: of('preferred'), blocked: of('blocked') };
}
