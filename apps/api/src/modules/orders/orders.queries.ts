// The SQL every actor's view of an order shares: its images with their original and edited media, and the
// services priced on them. Ownership and visibility are the callers' queries (they choose the order ids).
import type { Language, OrderCreateInput, PriceQuote, SavedBillingDetails } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { rowsForIds } from '../../db/id-list';
import type { DB, Executor } from '../../db/tables';
import { framesKey } from '../media';
import { serviceName } from '../services';

const orderImagesQuery = (db: Executor) =>
  db
    .selectFrom('order_images as i')
    .innerJoin('media as om', 'om.id', 'i.original_media_id')
    .leftJoin('media as em', 'em.id', 'i.edited_media_id')
    .leftJoin('media as rm', 'rm.id', 'i.revised_media_id')
    .leftJoin('bracket_previews as bp', 'bp.frames_key', 'i.frames_key')
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
      'i.instruction_pins',
      'i.designer_note',
      'i.submitted_at',
      'i.revision_used',
      'i.revision_note',
      'i.revision_pins',
      'i.revised_media_id',
      'rm.original_filename as revised_filename',
      'rm.width as revised_width',
      'rm.height as revised_height',
      'i.revision_requested_at',
      'i.accepted_at',
      'i.frames_key',
      'bp.media_id as blended_media_id',
      'bp.camera_moved',
    ]);

/** The images of some orders, in order and position. */
export const selectOrderImages = (db: Executor, orderIds: readonly string[]) =>
  rowsForIds(orderIds, () =>
    orderImagesQuery(db)
      .where('i.order_id', 'in', orderIds)
      .orderBy('i.order_id')
      .orderBy('i.position')
      .execute(),
  );

/** The frames of the bracket sets among some images (a single photo has none), per image in capture order. */
export const selectImageFrames = (db: Executor, imageIds: readonly string[]) =>
  rowsForIds(imageIds, () =>
    db
      .selectFrom('order_image_frames as f')
      .innerJoin('media as m', 'm.id', 'f.media_id')
      .select(['f.order_image_id', 'f.media_id', 'f.position', 'm.original_filename', 'm.format'])
      .where('f.order_image_id', 'in', imageIds)
      .orderBy('f.order_image_id')
      .orderBy('f.position')
      .execute(),
  );

export type ImageFrameRow = Awaited<ReturnType<typeof selectImageFrames>>[number];

/** One image of an order (e.g. after its order row is locked for a decision). */
export const selectOrderImage = (db: Executor, orderImageId: string) =>
  orderImagesQuery(db).where('i.id', '=', orderImageId).executeTakeFirstOrThrow();

export type OrderImageRow = Awaited<ReturnType<typeof selectOrderImage>>;

/** The services priced on some images, named in `language` (English, then the slug, when a translation is missing). */
export const selectImageServices = (db: Executor, imageIds: readonly string[], language: Language) =>
  rowsForIds(imageIds, () =>
    db
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
      .execute(),
  );

// ---- Checkout: the unpaid order of a draft, replaced while unpaid, deleted when abandoned.

/** orders.create's input after parsing (trimmed, defaults applied). */
export type ParsedCreate = z.output<typeof OrderCreateInput>;

export const selectOrder = (db: Executor, orderId: string) =>
  db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();

export const countOrderImages = async (db: Executor, orderId: string) =>
  Number(
    (
      await db
        .selectFrom('order_images')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).count,
  );

export const isDeactivatedClient = async (db: Executor, email: string) =>
  (await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'client')
    .where('email', '=', email)
    .where('status', '=', 'inactive')
    .executeTakeFirst()) !== undefined;

/** The active client account of an e-mail, if there is one. */
export const selectActiveClientId = async (db: Executor, email: string) =>
  (
    await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'client')
      .where('email', '=', email)
      .where('status', '=', 'active')
      .executeTakeFirst()
  )?.id ?? null;

/** The draft of a token, locked: one checkout of a draft at a time. */
export const lockLiveDraft = (trx: Executor, tokenHash: Buffer, now: Date) =>
  trx
    .selectFrom('order_drafts')
    .select(['id'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();

/** The order a draft already became, locked. */
export const lockOrderOfDraft = (trx: Executor, draftId: string) =>
  trx
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'payment_status',
      'payment_provider',
      'payment_intent_id',
      'request_fingerprint',
      'total_minor',
      'credit_minor',
    ])
    .where('order_draft_id', '=', draftId)
    .forUpdate()
    .executeTakeFirst();

export const deleteUnpaidOrder = (trx: Executor, orderId: string) =>
  trx.deleteFrom('orders').where('id', '=', orderId).where('paid_at', 'is', null).execute();

/** The order, its images and their priced services, as the server priced them. */
export async function insertOrder(
  trx: Executor,
  order: {
    draftId: string;
    input: ParsedCreate;
    priced: PriceQuote;
    /** The client's credit this checkout spends (the card pays the rest). */
    creditMinor: number;
    discountCodeId: string | null;
    /** Who the invoice is made out to, checked (the VAT ID normalised); null: the contact, a private person. */
    billing: SavedBillingDetails | null;
    fingerprint: Buffer;
    now: Date;
  },
) {
  const { input, priced, now } = order;
  const contact = input.contact;
  const row = await trx
    .insertInto('orders')
    .values({
      order_draft_id: order.draftId,
      currency: priced.currency,
      subtotal_minor: priced.subtotalMinor,
      discount_minor: priced.discount?.discountAmountMinor ?? 0,
      total_minor: priced.totalMinor - order.creditMinor,
      credit_minor: order.creditMinor,
      turnaround: priced.turnaround.tier,
      turnaround_hours: priced.turnaround.hours,
      turnaround_minor: priced.turnaround.amountMinor,
      discount_code_id: order.discountCodeId,
      notes: input.notes ?? null,
      contact_email: contact.email,
      contact_first_name: contact.firstName ?? null,
      contact_last_name: contact.lastName ?? null,
      contact_phone: contact.phone ?? null,
      contact_company: contact.company ?? null,
      contact_property_address: contact.propertyAddress ?? null,
      billing: order.billing ? JSON.stringify(order.billing) : null,
      language: input.language,
      request_fingerprint: order.fingerprint,
      created_at: now,
    })
    .returning(['id', 'order_number'])
    .executeTakeFirstOrThrow();
  const images = await trx
    .insertInto('order_images')
    .values(
      input.images.map((image, position) => ({
        order_id: row.id,
        position,
        original_media_id: image.mediaId,
        frames_key: image.frameIds && image.frameIds.length > 1 ? framesKey(image.frameIds) : null,
        blend_surcharge_minor: priced.images[position]?.blendSurchargeMinor ?? 0,
        client_note: image.note ?? null,
        instruction_pins: JSON.stringify(image.pins.map((pin) => ({ ...pin, done: false }))),
      })),
    )
    .returning(['id', 'position'])
    .execute();
  const imageIdAt = new Map(images.map((image) => [image.position, image.id]));
  const frames = input.images.flatMap((image, index) =>
    image.frameIds && image.frameIds.length > 1
      ? image.frameIds.map((mediaId, position) => ({
          order_image_id: imageIdAt.get(index) as string,
          media_id: mediaId,
          position,
        }))
      : [],
  );
  if (frames.length > 0) await trx.insertInto('order_image_frames').values(frames).execute();
  await trx
    .insertInto('order_image_services')
    .values(
      priced.images.flatMap((image) =>
        image.services.map((service) => ({
          order_image_id: imageIdAt.get(image.index) as string,
          service_id: service.serviceId,
          price_minor: service.priceMinor,
          currency: priced.currency,
        })),
      ),
    )
    .execute();
  const references = [
    ...input.references.map((mediaId, position) => ({
      order_id: row.id,
      order_image_id: null,
      media_id: mediaId,
      position,
    })),
    ...input.images.flatMap((image, index) =>
      image.references.map((mediaId, position) => ({
        order_id: row.id,
        order_image_id: imageIdAt.get(index) as string,
        media_id: mediaId,
        position,
      })),
    ),
  ];
  if (references.length > 0) await trx.insertInto('order_references').values(references).execute();
  return row;
}

/** The reference images of some orders, per order and photo, in the client's order. */
export const selectOrderReferences = (db: Executor, orderIds: readonly string[]) =>
  rowsForIds(orderIds, () =>
    db
      .selectFrom('order_references as r')
      .innerJoin('media as m', 'm.id', 'r.media_id')
      .select([
        'r.order_id',
        'r.order_image_id',
        'r.media_id',
        'r.position',
        'm.original_filename',
        'm.format',
      ])
      .where('r.order_id', 'in', orderIds)
      .orderBy('r.order_id')
      .orderBy('r.order_image_id')
      .orderBy('r.position')
      .execute(),
  );

export type OrderReferenceRow = Awaited<ReturnType<typeof selectOrderReferences>>[number];

/**
 * At most `limit` of the orders never paid that were created before `before`, the oldest first, locked (a backlog
 * drains over several runs, each of them short; a payment arriving meanwhile waits, and then finds no order).
 */
export const lockUnpaidOrdersCreatedBefore = async (trx: Transaction<DB>, before: Date, limit: number) =>
  (
    await trx
      .selectFrom('orders')
      .select('id')
      .where('paid_at', 'is', null)
      .where('payment_status', '!=', 'paid')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute()
  ).map((row) => row.id);

export const deleteUnpaidOrders = (trx: Transaction<DB>, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? Promise.resolve()
    : trx
        .deleteFrom('orders')
        .where('id', 'in', [...orderIds])
        .where('paid_at', 'is', null)
        .execute()
        .then(() => undefined);

/** Each photo of the order with its delivered file's look (listing consistency check, orders.look.ts). */
export const selectDeliveredLooks = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_images as i')
    .leftJoin('media as m', 'm.id', 'i.edited_media_id')
    .select(['i.id', 'i.position', 'i.edited_media_id', 'm.look'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.position')
    .execute();

/** The looks of some media files. */
export const selectMediaLooks = (db: Executor, mediaIds: readonly string[]) =>
  mediaIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('media')
        .select(['id', 'look'])
        .where('id', 'in', [...mediaIds])
        .execute();
