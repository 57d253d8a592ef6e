// The SQL every actor's view of an order shares: its images with their original and edited media, and the
// services priced on them. Ownership and visibility are the callers' queries (they choose the order ids).
import type { Language } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { serviceName } from '../services/services.queries';

const orderImagesQuery = (db: Executor) =>
  db
    .selectFrom('order_images as i')
    .innerJoin('media as om', 'om.id', 'i.original_media_id')
    .leftJoin('media as em', 'em.id', 'i.edited_media_id')
    .select([
      'i.id',
      'i.order_id',
      'i.position',
      'i.original_media_id',
      'om.original_filename as original_filename',
      'om.width as original_width',
      'om.height as original_height',
      'i.edited_media_id',
      'em.original_filename as edited_filename',
      'em.width as edited_width',
      'em.height as edited_height',
      'i.client_note',
      'i.designer_note',
      'i.submitted_at',
      'i.revision_used',
      'i.revision_note',
      'i.revision_requested_at',
      'i.accepted_at',
    ]);

/** The images of some orders, in order and position. */
export const selectOrderImages = (db: Executor, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : orderImagesQuery(db)
        .where('i.order_id', 'in', orderIds)
        .orderBy('i.order_id')
        .orderBy('i.position')
        .execute();

/** One image of an order (e.g. after its order row is locked for a decision). */
export const selectOrderImage = (db: Executor, orderImageId: string) =>
  orderImagesQuery(db).where('i.id', '=', orderImageId).executeTakeFirstOrThrow();

export type OrderImageRow = Awaited<ReturnType<typeof selectOrderImage>>;

/** The services priced on some images, named in `language` (English, then the slug, when a translation is missing). */
export const selectImageServices = (db: Executor, imageIds: readonly string[], language: Language) =>
  imageIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('order_image_services as ois')
        .innerJoin('services as s', 's.id', 'ois.service_id')
        .select([
          'ois.order_image_id',
          'ois.service_id',
          'ois.price_minor',
          'ois.currency',
          serviceName('s', language).as('name'),
        ])
        .where('ois.order_image_id', 'in', imageIds)
        .orderBy('s.sort_order')
        .orderBy('s.slug')
        .orderBy('ois.order_image_id')
        .execute();
