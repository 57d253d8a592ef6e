// The SQL of downloads: the order when the caller may take it, and its photos with the stored files to hand over.
import { sql } from 'kysely';
import type { Executor } from '../../../db/tables';
import { type AccessViewer, orderOwnedBy } from '../../access';

/** The paid order, when `owner` may download it (orderOwnedBy); a signed address (`owner` null) may always. */
export const selectDownloadOrder = (db: Executor, orderId: string, owner: AccessViewer | null) =>
  db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'client_id',
      'designer_id',
      'notes',
      'contact_property_address',
      'paid_at',
      'turnaround',
      'turnaround_hours',
      'due_at',
      'style_snapshot',
    ])
    .where('id', '=', orderId)
    .where('paid_at', 'is not', null)
    .$if(owner !== null, (query) => query.where(orderOwnedBy('orders', owner as AccessViewer)))
    .executeTakeFirst();

export type DownloadOrderRow = NonNullable<Awaited<ReturnType<typeof selectDownloadOrder>>>;

/** Each photo in position order with its original's and its delivered file's stored bytes (the `original` variant). */
export const selectDownloadPhotos = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_images as i')
    .innerJoin('media as om', 'om.id', 'i.original_media_id')
    .innerJoin('media_variants as ov', (join) =>
      join.onRef('ov.media_id', '=', 'i.original_media_id').on('ov.quality', '=', sql.lit('original')),
    )
    .leftJoin('media_variants as ev', (join) =>
      join.onRef('ev.media_id', '=', 'i.edited_media_id').on('ev.quality', '=', sql.lit('original')),
    )
    .leftJoin('media_variants as pv', (join) =>
      join.onRef('pv.media_id', '=', 'i.original_media_id').on('pv.quality', '=', sql.lit('preview')),
    )
    .select([
      'i.id',
      'i.position',
      'i.client_note',
      'i.instruction_pins',
      'pv.storage_key as preview_key',
      'i.edited_media_id',
      'om.original_filename',
      'ov.storage_key as original_key',
      'ov.format as original_format',
      'ov.byte_size as original_size',
      'ev.storage_key as edited_key',
      'ev.format as edited_format',
      'ev.byte_size as edited_size',
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.position')
    .execute();

export type DownloadPhotoRow = Awaited<ReturnType<typeof selectDownloadPhotos>>[number];

/** The listing-ready variants already made, by media id (their sizes let a ZIP announce its length). */
export const selectListingSizes = async (db: Executor, mediaIds: readonly string[]) =>
  new Map(
    mediaIds.length === 0
      ? []
      : (
          await db
            .selectFrom('media_variants')
            .select(['media_id', 'byte_size'])
            .where('media_id', 'in', mediaIds)
            .where('quality', '=', 'listing')
            .execute()
        ).map((row) => [row.media_id, row.byte_size]),
  );

/** The order's reference images with their stored bytes, for the whole order (no photo) and per photo. */
export const selectDownloadReferences = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_references as r')
    .innerJoin('media as m', 'm.id', 'r.media_id')
    .innerJoin('media_variants as v', (join) =>
      join.onRef('v.media_id', '=', 'r.media_id').on('v.quality', '=', sql.lit('original')),
    )
    .leftJoin('order_images as i', 'i.id', 'r.order_image_id')
    .select([
      'r.position',
      'i.position as photo_position',
      'm.original_filename',
      'v.storage_key',
      'v.format',
      'v.byte_size',
    ])
    .where('r.order_id', '=', orderId)
    .orderBy('i.position', (order) => order.nullsFirst())
    .orderBy('r.position')
    .execute();

/** The reference photos of the order's style snapshot (issue 33), with their stored bytes. */
export const selectDownloadStyleReferences = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_style_references as r')
    .innerJoin('media as m', 'm.id', 'r.media_id')
    .innerJoin('media_variants as v', (join) =>
      join.onRef('v.media_id', '=', 'r.media_id').on('v.quality', '=', sql.lit('original')),
    )
    .select(['r.position', 'm.original_filename', 'v.storage_key', 'v.format', 'v.byte_size'])
    .where('r.order_id', '=', orderId)
    .orderBy('r.position')
    .execute();

/** The frames of the order's bracket sets with their stored bytes, per photo in capture order. */
export const selectDownloadFrames = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_image_frames as f')
    .innerJoin('order_images as i', 'i.id', 'f.order_image_id')
    .innerJoin('media as m', 'm.id', 'f.media_id')
    .innerJoin('media_variants as v', (join) =>
      join.onRef('v.media_id', '=', 'f.media_id').on('v.quality', '=', sql.lit('original')),
    )
    .select([
      'f.order_image_id',
      'f.position',
      'm.original_filename',
      'v.storage_key',
      'v.format',
      'v.byte_size',
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.position')
    .orderBy('f.position')
    .execute();

export type DownloadFrameRow = Awaited<ReturnType<typeof selectDownloadFrames>>[number];
