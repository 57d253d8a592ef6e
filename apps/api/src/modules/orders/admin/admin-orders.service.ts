// The admin's orders: the list, one order in full (with signed image addresses), status changes through the
// shared lifecycle, designer assignment, and the hard delete. See docs/admin-console.md.
import {
  type AdminOrderDeleteOutput,
  type AdminOrderDeletions,
  type AdminOrderDetail,
  type AdminOrderListItem,
  type AdminOrderPaymentFilter,
  type AdminOrdersListOutput,
  adminMessageKeys,
  type Language,
  type OrderStatus,
} from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { MediaConfig } from '../../../config';
import { keysetPosition, nextKeysetCursor } from '../../../db/keyset';
import type { DB, Executor } from '../../../db/tables';
import { AppError } from '../../../errors';
import { emit } from '../../../events/events';
import { orderCredits } from '../../credits';
import { releaseUnreferencedMedia, signImageUrls } from '../../media';
import type { PlainServiceDeps } from '../../service-deps';
import { loadOrderStyles, orderStyleLook } from '../../style';
import { loadBrackets } from '../orders.brackets';
import { changeOrderStatus, imageReviewState, selectOrderFacts, statusChoices } from '../orders.lifecycle';
import { listingLook } from '../orders.look';
import { selectImageServices, selectOrderImages } from '../orders.queries';
import { selectClientDesigners, selectRating } from '../ratings/ratings.queries';
import { designerRatings } from '../ratings/ratings.service';
import { orderAssigned, orderDeleted } from './admin-orders.events';
import {
  deleteOrderRow,
  lockOrder,
  type OrderSummaryRow,
  recordOrderDeletion,
  selectAssignableDesigner,
  selectOrderDeletions,
  selectOrderExtras,
  selectOrderHistory,
  selectOrderMediaIds,
  selectOrderSummary,
  selectOrdersPage,
  setOrderDesigner,
} from './admin-orders.queries';

export type AdminOrdersDeps = PlainServiceDeps;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const notFound = () => new AppError('NOT_FOUND', adminMessageKeys.orderNotFound);

export function toListItem(row: OrderSummaryRow, now: Date): AdminOrderListItem {
  return {
    id: row.id,
    orderNumber: row.order_number,
    clientEmail: row.contact_email,
    designer:
      row.designer_id && row.designer_email
        ? { id: row.designer_id, email: row.designer_email, displayName: row.designer_display_name }
        : null,
    totalMinor: row.total_minor,
    currency: row.currency,
    status: row.status,
    paymentStatus: row.payment_status,
    createdAt: row.created_at.toISOString(),
    paidAt: iso(row.paid_at),
    dueAt: iso(row.due_at),
    completedAt: iso(row.completed_at),
    overdue:
      row.payment_status === 'paid' &&
      row.status !== 'completed' &&
      row.due_at !== null &&
      row.due_at.getTime() < now.getTime(),
    imageCount: Number(row.image_count ?? 0),
    serviceCount: Number(row.service_count ?? 0),
  };
}

/** "10042" or "#10042" searches by order number; anything else searches the client's e-mail. */
export function parseOrderSearch(search: string | undefined): {
  orderNumber?: number;
  emailContains?: string;
} {
  const text = search?.trim() ?? '';
  if (text === '') return {};
  const number = /^#?(\d{1,9})$/.exec(text);
  if (number?.[1]) return { orderNumber: Number(number[1]) };
  return { emailContains: text };
}

export async function listOrders(
  deps: AdminOrdersDeps,
  input: {
    status?: OrderStatus | undefined;
    payment: AdminOrderPaymentFilter;
    search?: string | undefined;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<AdminOrdersListOutput> {
  const rows = await selectOrdersPage(deps.db, {
    status: input.status,
    payment: input.payment,
    ...parseOrderSearch(input.search),
    after: keysetPosition(input.cursor),
    limit: input.limit,
  });
  const now = deps.now();
  return {
    items: rows.slice(0, input.limit).map((row) => toListItem(row, now)),
    nextCursor: nextKeysetCursor(rows, input.limit),
  };
}

export async function orderDetail(
  deps: AdminOrdersDeps & { config: { media: Pick<MediaConfig, 'urlSecret' | 'urlTtlSeconds'> } },
  orderId: string,
  lang: Language,
): Promise<AdminOrderDetail> {
  const { db } = deps;
  const [summary, extras, images, history, facts, rating, clientDesigners] = await Promise.all([
    selectOrderSummary(db, orderId),
    selectOrderExtras(db, orderId),
    selectOrderImages(db, [orderId]),
    selectOrderHistory(db, orderId),
    selectOrderFacts(db, orderId),
    selectRating(db, orderId),
    selectClientDesigners(db, orderId),
  ]);
  const services = await selectImageServices(
    db,
    images.map((image) => image.id),
    lang,
  );
  if (!summary || !extras) throw notFound();
  const now = deps.now();
  const sign = (mediaId: string) => signImageUrls(deps.config.media, mediaId, now);
  const bracketOf = await loadBrackets(db, images, sign);
  const styleOf = await loadOrderStyles(deps, [{ id: orderId, style_snapshot: extras.style_snapshot }]);
  const look = await listingLook(db, orderId, { style: orderStyleLook(extras.style_snapshot) });
  const designerId = summary.designer_id;
  const designerRating = designerId ? (await designerRatings(deps, [designerId]))(designerId) : null;
  const credit = (await orderCredits(db, [{ id: orderId, ...extras }])).get(orderId);
  return {
    ...toListItem(summary, now),
    subtotalMinor: extras.subtotal_minor,
    turnaround: {
      tier: extras.turnaround,
      hours: extras.turnaround_hours,
      amountMinor: extras.turnaround_minor,
    },
    discountMinor: extras.discount_minor,
    discountCode: extras.discount_code,
    notes: extras.notes,
    contact: {
      firstName: extras.contact_first_name,
      lastName: extras.contact_last_name,
      phone: extras.contact_phone,
      company: extras.contact_company,
      propertyAddress: extras.contact_property_address,
    },
    language: extras.language,
    paymentProvider: extras.payment_provider,
    claimedAt: iso(extras.claimed_at),
    images: images.map((image) => ({
      id: image.id,
      position: image.position,
      original: sign(image.original_media_id),
      edited: image.edited_media_id ? sign(image.edited_media_id) : null,
      services: services
        .filter((service) => service.order_image_id === image.id)
        .map((service) => ({
          serviceId: service.service_id,
          name: service.name,
          priceMinor: service.price_minor,
          currency: service.currency,
        })),
      clientNote: image.client_note,
      bracket: bracketOf(image),
      ...imageReviewState(image),
    })),
    history: history.map((entry) => ({
      fromStatus: entry.from_status,
      toStatus: entry.to_status,
      changedBy: entry.email && entry.role ? { email: entry.email, role: entry.role } : null,
      note: entry.note,
      paymentProvider: entry.payment_provider,
      changedAt: entry.changed_at.toISOString(),
    })),
    statusChoices: statusChoices(summary.status, facts),
    style: styleOf(orderId),
    look,
    rating: rating ? { stars: rating.stars, comment: rating.comment } : null,
    designerRating,
    clientDesigners,
    credit: credit ?? { usedMinor: 0, earned: [], currency: extras.currency },
  };
}

async function summaryAfterChange(deps: AdminOrdersDeps, orderId: string): Promise<AdminOrderListItem> {
  const row = await selectOrderSummary(deps.db, orderId);
  if (!row) throw notFound();
  return toListItem(row, deps.now());
}

/**
 * Any status to any other (ARCHITECTURE §7) that is true of the order (orders.lifecycle `statusRefusal`), on paid
 * orders, recorded in the history with the admin's note.
 */
export async function setOrderStatus(
  deps: AdminOrdersDeps,
  adminId: string,
  input: { orderId: string; status: OrderStatus; note?: string | undefined },
): Promise<AdminOrderListItem> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockPaidOrder(trx, input.orderId);
    if (order.status === input.status) throw new AppError('CONFLICT', adminMessageKeys.statusUnchanged);
    await changeOrderStatus(
      trx,
      {
        orderId: order.id,
        from: order.status,
        to: input.status,
        actor: 'admin',
        changedBy: adminId,
        note: input.note ?? null,
        now: deps.now(),
      },
      adminMessageKeys.statusUnchanged,
    );
  });
  return summaryAfterChange(deps, input.orderId);
}

/** Locks the order for a change only paid orders take: 404 when there is none, 409 when it is not paid. */
export async function lockPaidOrder(trx: Executor, orderId: string) {
  const order = await lockOrder(trx, orderId);
  if (!order) throw notFound();
  if (order.payment_status !== 'paid') throw new AppError('CONFLICT', adminMessageKeys.orderNotPaid);
  return order;
}

/**
 * Sets the order's designer (null: none) with the status that goes with it: a pending order given to a designer
 * is in progress, as if they had claimed it; an order in progress taken back is pending again, for anyone.
 */
export async function changeDesigner(
  trx: Transaction<DB>,
  adminId: string,
  order: { id: string; status: OrderStatus; designer_id: string | null },
  designerId: string | null,
  now: Date,
) {
  await setOrderDesigner(trx, order.id, { designerId, claimedAt: designerId === null ? null : now });
  await emit({ trx, now }, orderAssigned, {
    orderId: order.id,
    previousDesignerId: order.designer_id,
    wasAvailable: order.designer_id === null && order.status === 'pending',
  });
  const move: { from: OrderStatus; to: OrderStatus } =
    designerId === null ? { from: 'in_progress', to: 'pending' } : { from: 'pending', to: 'in_progress' };
  if (order.status === move.from) {
    await changeOrderStatus(trx, { orderId: order.id, ...move, actor: 'admin', changedBy: adminId, now });
  }
}

/**
 * Gives a paid order to an approved, active designer (replacing any other). A pending order moves
 * to in progress, as if the designer had claimed it, with the change in the history.
 */
export async function assignDesigner(
  deps: AdminOrdersDeps,
  adminId: string,
  input: { orderId: string; designerId: string; overrideBlocked?: boolean },
): Promise<AdminOrderListItem> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockPaidOrder(trx, input.orderId);
    if (!(await selectAssignableDesigner(trx, input.designerId)))
      throw new AppError('NOT_FOUND', adminMessageKeys.designerNotFound);
    const { blocked } = await selectClientDesigners(trx, input.orderId);
    if (blocked.includes(input.designerId) && !input.overrideBlocked) {
      throw new AppError('CONFLICT', adminMessageKeys.designerBlocked, {
        message: 'The client asked not to get this designer.',
      });
    }
    await changeDesigner(trx, adminId, order, input.designerId, deps.now());
  });
  return summaryAfterChange(deps, input.orderId);
}

/** Takes the order back from its designer; an order in progress returns to pending, for anyone to claim. */
export async function unassignDesigner(
  deps: AdminOrdersDeps,
  adminId: string,
  orderId: string,
): Promise<AdminOrderListItem> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockPaidOrder(trx, orderId);
    if (order.designer_id === null) return;
    await changeDesigner(trx, adminId, order, null, deps.now());
  });
  return summaryAfterChange(deps, orderId);
}

/**
 * Deletes the order and everything that only exists for it (images, their services, status history, discount
 * redemption) in one transaction; payment events keep their record with the order unset, and the deletion its
 * own (order_deletions: what the order was and what was paid, which the revenue figures still count). Nothing
 * is refunded. The images' media are released to the media clean-up job, which removes rows and files once
 * nothing references them.
 */
export async function deleteOrder(
  deps: AdminOrdersDeps,
  adminId: string,
  orderId: string,
): Promise<AdminOrderDeleteOutput> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order) throw notFound();
    await recordOrderDeletion(trx, order.id, adminId, deps.now());
    await emit({ trx, now: deps.now() }, orderDeleted, { orderId: order.id });
    const mediaIds = await selectOrderMediaIds(trx, order.id);
    // order_images, order_image_services, order_status_history and discount_redemptions cascade.
    await deleteOrderRow(trx, order.id);
    await releaseUnreferencedMedia(trx, mediaIds);
    return { orderId: order.id, orderNumber: order.order_number };
  });
}

/** The latest deleted orders (at most 100), for the Orders tab's record of deletions. */
export async function listOrderDeletions(deps: AdminOrdersDeps): Promise<AdminOrderDeletions> {
  const rows = await selectOrderDeletions(deps.db, 100);
  return {
    items: rows.map((row) => ({
      orderId: row.order_id,
      orderNumber: row.order_number,
      email: row.contact_email,
      status: row.status,
      paymentStatus: row.payment_status,
      paid: row.payment_status === 'paid' ? { amountMinor: row.total_minor, currency: row.currency } : null,
      imageCount: row.image_count,
      deletedAt: row.deleted_at.toISOString(),
      deletedBy: row.deleted_by_email,
    })),
  };
}
