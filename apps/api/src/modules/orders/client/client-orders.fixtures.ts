// Test helpers for the client's orders: paid orders, their images and the designer's delivery written straight
// into the database (rows only; nothing here reads the files), so these tests do not depend on the designer's
// procedures.
import type { OrderStatus } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import { developmentJwtSecret } from '../../../config';
import type { DB } from '../../../db/tables';
import { createUser, sessionFor } from '../../auth/auth.fixtures';

async function insertMedia(db: Kysely<DB>, name: string) {
  const row = await db
    .insertInto('media')
    .values({
      format: 'jpeg',
      byte_size: 1000,
      width: 10,
      height: 10,
      status: 'ready',
      original_filename: name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PaidOrderOptions {
  clientId: string;
  serviceIds: string[];
  images?: number;
  status?: OrderStatus;
  designerId?: string | null;
  paymentStatus?: 'paid' | 'refunded' | 'awaiting_payment';
  paidAt?: Date;
  notes?: string | null;
}

/** A paid order of the client with `images` images, each with every service of `serviceIds` at 500. */
export async function createPaidOrder(db: Kysely<DB>, options: PaidOrderOptions) {
  const images = options.images ?? 2;
  const paidAt = options.paidAt ?? new Date();
  const unpaid = options.paymentStatus === 'awaiting_payment';
  const subtotal = images * options.serviceIds.length * 500;
  const order = await db
    .insertInto('orders')
    .values({
      client_id: options.clientId,
      designer_id: options.designerId ?? null,
      status: options.status ?? 'pending',
      payment_status: options.paymentStatus ?? 'paid',
      currency: 'USD',
      subtotal_minor: subtotal,
      total_minor: subtotal,
      contact_email: 'client@example.com',
      notes: options.notes ?? null,
      paid_at: unpaid ? null : paidAt,
      due_at: unpaid ? null : new Date(paidAt.getTime() + 24 * 3600_000),
      claimed_at: options.designerId ? paidAt : null,
    })
    .returning(['id', 'order_number'])
    .executeTakeFirstOrThrow();
  const imageIds: string[] = [];
  for (let position = 0; position < images; position++) {
    const mediaId = await insertMedia(db, `photo-${position}.jpg`);
    const image = await db
      .insertInto('order_images')
      .values({
        order_id: order.id,
        position,
        original_media_id: mediaId,
        client_note: `make it brighter ${position}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    imageIds.push(image.id);
    if (options.serviceIds.length > 0) {
      await db
        .insertInto('order_image_services')
        .values(
          options.serviceIds.map((serviceId) => ({
            order_image_id: image.id,
            service_id: serviceId,
            price_minor: 500,
            currency: 'USD' as const,
          })),
        )
        .execute();
    }
  }
  return { orderId: order.id, orderNumber: order.order_number, imageIds };
}

/**
 * What the designer's submit leaves behind: an edited version of every image (or of `imageIds`) submitted now
 * with a note, the order in ready_for_review, and its history rows.
 */
export async function deliverOrder(
  db: Kysely<DB>,
  orderId: string,
  options: { imageIds?: string[]; at?: Date; status?: OrderStatus } = {},
) {
  const at = options.at ?? new Date();
  const images = await db
    .selectFrom('order_images')
    .select(['id', 'position'])
    .where('order_id', '=', orderId)
    .$if(options.imageIds !== undefined, (query) => query.where('id', 'in', options.imageIds ?? []))
    .execute();
  for (const image of images) {
    const edited = await insertMedia(db, `edited-${image.position}.jpg`);
    await db
      .updateTable('order_images')
      .set({ edited_media_id: edited, submitted_at: at, designer_note: `done ${image.position}` })
      .where('id', '=', image.id)
      .execute();
  }
  const order = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const to = options.status ?? 'ready_for_review';
  if (order.status !== to) {
    await db.updateTable('orders').set({ status: to }).where('id', '=', orderId).execute();
    await db
      .insertInto('order_status_history')
      .values({ order_id: orderId, from_status: order.status, to_status: to, changed_at: at })
      .execute();
  }
}

export const historyOf = (db: Kysely<DB>, orderId: string) =>
  db
    .selectFrom('order_status_history')
    .select(['from_status', 'to_status', 'changed_by'])
    .where('order_id', '=', orderId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();

/** A new client, signed in: their id and access token. */
export async function signedInClient(db: Kysely<DB>) {
  const user = await createUser(db, 'client');
  const session = await sessionFor(db, user.id, { jwtSecret: developmentJwtSecret });
  return { id: user.id, token: session.access_token };
}
