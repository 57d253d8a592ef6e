// The SQL of the admin's catalogue management: every service (archived ones excepted) with both languages and
// how many order lines use it, and the writes of create, update, archive and delete.
import type { Currency, Language, PricesByCurrency } from '@photoedit/contracts';
import { rowsForIds } from '../../db/id-list';
import type { DB, Executor } from '../../db/tables';
import { usedByAnOrder } from '../media';

const serviceColumns = [
  's.id',
  's.slug',
  's.category',
  's.price_minor',
  's.currency',
  's.active',
  's.sort_order',
  's.created_at',
  's.updated_at',
] as const;

export function selectAdminServices(db: Executor, serviceId?: string) {
  let query = db
    .selectFrom('services as s')
    .select((eb) => [
      ...serviceColumns,
      eb
        .selectFrom('order_image_services as ois')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('ois.service_id', '=', 's.id')
        .as('order_line_count'),
    ])
    .where('s.archived_at', 'is', null);
  if (serviceId) query = query.where('s.id', '=', serviceId);
  return query.orderBy('s.sort_order').orderBy('s.slug').execute();
}

export const selectTranslations = (db: Executor, serviceIds: readonly string[]) =>
  rowsForIds(serviceIds, () =>
    db
      .selectFrom('service_translations')
      .select(['service_id', 'language', 'name', 'description'])
      .where('service_id', 'in', serviceIds)
      .execute(),
  );

export const slugsLike = (db: Executor, base: string) =>
  db
    .selectFrom('services')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();

export interface ServiceRowValues {
  category: DB['services']['category'];
  priceMinor: number;
  currency: Currency;
  active: boolean;
  sortOrder: number;
}

export const insertService = (db: Executor, slug: string, values: ServiceRowValues) =>
  db
    .insertInto('services')
    .values({
      slug,
      category: values.category,
      price_minor: values.priceMinor,
      currency: values.currency,
      active: values.active,
      sort_order: values.sortOrder,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateService = (db: Executor, serviceId: string, values: ServiceRowValues) =>
  db
    .updateTable('services')
    .set({
      category: values.category,
      price_minor: values.priceMinor,
      currency: values.currency,
      active: values.active,
      sort_order: values.sortOrder,
    })
    .where('id', '=', serviceId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();

/** The service's whole price list: its own currency's price and the others given (issue 35). */
export async function replaceServicePrices(
  db: Executor,
  serviceId: string,
  own: { priceMinor: number; currency: Currency },
  others: PricesByCurrency,
) {
  const prices = { ...others, [own.currency]: own.priceMinor };
  await db.deleteFrom('service_prices').where('service_id', '=', serviceId).execute();
  const rows = (Object.entries(prices) as [Currency, number][]).map(([currency, price_minor]) => ({
    service_id: serviceId,
    currency,
    price_minor,
  }));
  if (rows.length > 0) await db.insertInto('service_prices').values(rows).execute();
}

export const upsertTranslations = (
  db: Executor,
  serviceId: string,
  text: Record<Language, { name: string; description: string }>,
) =>
  db
    .insertInto('service_translations')
    .values(
      (Object.keys(text) as Language[]).map((language) => ({
        service_id: serviceId,
        language,
        name: text[language].name,
        description: text[language].description,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['service_id', 'language']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        description: eb.ref('excluded.description'),
      })),
    )
    .execute();

/** The live service, locked: an order inserting a line for it waits (its foreign key check needs the row). */
export const lockService = (db: Executor, serviceId: string) =>
  db
    .selectFrom('services')
    .select('id')
    .where('id', '=', serviceId)
    .where('archived_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();

export const isOrdered = async (db: Executor, serviceId: string) =>
  (await db
    .selectFrom('order_image_services')
    .select('service_id')
    .where('service_id', '=', serviceId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

export const archiveService = (db: Executor, serviceId: string, now: Date) =>
  db.updateTable('services').set({ archived_at: now, active: false }).where('id', '=', serviceId).execute();

export const serviceImageMediaIds = async (db: Executor, serviceId: string) =>
  (
    await db.selectFrom('service_images').select('media_id').where('service_id', '=', serviceId).execute()
  ).map((row) => row.media_id);

/** Example images (ready media) of the given services: before, after, then portfolio in position order. */
export const selectAdminServiceImages = (db: Executor, serviceIds: readonly string[]) =>
  rowsForIds(serviceIds, () =>
    db
      .selectFrom('service_images as i')
      .innerJoin('media as m', 'm.id', 'i.media_id')
      .select(['i.id', 'i.service_id', 'i.media_id', 'i.kind'])
      .where('i.service_id', 'in', serviceIds)
      .where('m.status', '=', 'ready')
      .orderBy('i.kind')
      .orderBy('i.position')
      .orderBy('i.created_at')
      .execute(),
  );

/** The admin's own ready upload that no order uses: the only media an admin may publish in the catalogue. */
export const selectAttachableMedia = (db: Executor, mediaId: string, adminId: string) =>
  db
    .selectFrom('media as m')
    .select('m.id')
    .where('m.id', '=', mediaId)
    .where('m.status', '=', 'ready')
    .where('m.owner_user_id', '=', adminId)
    .where((eb) => eb.not(usedByAnOrder(eb)))
    .executeTakeFirst();

export const selectImagesOfKind = (db: Executor, serviceId: string, kind: 'before' | 'after' | 'portfolio') =>
  db
    .selectFrom('service_images')
    .select(['id', 'media_id', 'position'])
    .where('service_id', '=', serviceId)
    .where('kind', '=', kind)
    .execute();

export const insertServiceImage = (
  db: Executor,
  values: { serviceId: string; mediaId: string; kind: 'before' | 'after' | 'portfolio'; position: number },
) =>
  db
    .insertInto('service_images')
    .values({
      service_id: values.serviceId,
      media_id: values.mediaId,
      kind: values.kind,
      position: values.position,
    })
    .execute();

/** Deletes example image rows; returns their media ids. */
export const deleteServiceImages = async (db: Executor, ids: string[]) =>
  ids.length === 0
    ? []
    : (await db.deleteFrom('service_images').where('id', 'in', ids).returning('media_id').execute()).map(
        (row) => row.media_id,
      );

/** The service of an example image, locked, when the service is live. */
export const lockServiceOfImage = (db: Executor, serviceImageId: string) =>
  db
    .selectFrom('service_images as i')
    .innerJoin('services as s', 's.id', 'i.service_id')
    .select(['i.id', 's.id as service_id'])
    .where('i.id', '=', serviceImageId)
    .where('s.archived_at', 'is', null)
    .forUpdate('s')
    .executeTakeFirst();

/** Deletes a service never ordered; its translations and example images cascade. */
export const deleteServiceRow = (db: Executor, serviceId: string) =>
  db.deleteFrom('services').where('id', '=', serviceId).execute();
