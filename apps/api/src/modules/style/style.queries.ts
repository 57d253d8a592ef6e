// The SQL of the client's style: the style and its reference photos, and the snapshot a paid order keeps.
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

export const selectStyle = (db: Executor, clientId: string) =>
  db
    .selectFrom('client_styles')
    .select(['choices', 'note', 'saved_at'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();

const referenceRows = (db: Executor) =>
  db.selectFrom('media as m').select(['m.id as media_id', 'm.original_filename']);

export const selectStyleReferences = (db: Executor, clientId: string) =>
  referenceRows(db)
    .innerJoin('client_style_references as r', 'r.media_id', 'm.id')
    .where('r.client_id', '=', clientId)
    .orderBy('r.position')
    .execute();

export const selectOrderStyleReferences = (db: Executor, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : referenceRows(db)
        .innerJoin('order_style_references as r', 'r.media_id', 'm.id')
        .select('r.order_id')
        .where('r.order_id', 'in', [...orderIds])
        .orderBy('r.order_id')
        .orderBy('r.position')
        .execute();

export async function replaceStyle(
  db: Executor,
  clientId: string,
  style: { choices: object; note: string | null; referenceIds: readonly string[]; now: Date },
) {
  await db
    .insertInto('client_styles')
    .values({
      client_id: clientId,
      choices: JSON.stringify(style.choices),
      note: style.note,
      saved_at: style.now,
    })
    .onConflict((oc) =>
      oc.column('client_id').doUpdateSet({
        choices: JSON.stringify(style.choices),
        note: style.note,
        saved_at: style.now,
      }),
    )
    .execute();
  await db.deleteFrom('client_style_references').where('client_id', '=', clientId).execute();
  if (style.referenceIds.length > 0) {
    await db
      .insertInto('client_style_references')
      .values(
        style.referenceIds.map((mediaId, position) => ({ client_id: clientId, position, media_id: mediaId })),
      )
      .execute();
  }
}

/** Copies the client's style, as it is now, onto the order (once: a snapshot already taken stays). */
export async function copyStyleToOrder(db: Executor, orderId: string) {
  const copied = await db
    .updateTable('orders as o')
    .set({
      style_snapshot: sql`jsonb_build_object('choices', s.choices, 'note', s.note, 'savedAt', s.saved_at)`,
    })
    .from('client_styles as s')
    .whereRef('s.client_id', '=', 'o.client_id')
    .where('o.id', '=', orderId)
    .where('o.style_snapshot', 'is', null)
    .returning('o.client_id')
    .executeTakeFirst();
  if (!copied?.client_id) return;
  await db
    .insertInto('order_style_references')
    .columns(['order_id', 'position', 'media_id'])
    .expression((eb) =>
      eb
        .selectFrom('client_style_references')
        .select([sql<string>`${orderId}::uuid`.as('order_id'), 'position', 'media_id'])
        .where('client_id', '=', copied.client_id as string),
    )
    .execute();
}
