// The rules of the client's own orders: what the dashboard shows, and the two decisions per image (accept it,
// or ask for its one revision) with the order's status following them through changeOrderStatus.
import {
  type ClientImageDecision,
  type ClientImageState,
  type ClientOrderDetail,
  type ClientOrderImage,
  type ClientOrderList,
  type ClientOrderStats,
  type Currency,
  clientOrderRules,
  clientOrdersMessageKeys,
  downloadPaths,
  type Language,
  type OrderStatus,
  type RevisionMark,
} from '@photoedit/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../../../config';
import type { DB, Executor } from '../../../db/tables';
import { AppError } from '../../../errors';
import type { Jobs } from '../../../jobs/jobs';
import type { Logger } from '../../../logger';
import { enqueueMail } from '../../mail';
import { mediaJobs, signImageUrls } from '../../media';
import { signDownloadPath } from '../downloads/downloads.signing';
import { changeOrderStatus, hasOpenRevision, imageReviewState, replacedDelivery } from '../orders.lifecycle';
import { type OrderImageRow, selectImageServices, selectOrderImages } from '../orders.queries';
import { revisionRequestedMail } from './client-orders.mail';
import {
  countUnaccepted,
  lockImageOfClient,
  markAccepted,
  markRevisionRequested,
  selectDesignerContact,
  selectFirstImages,
  selectHistory,
  selectOrderByNumber,
  selectOrderPage,
  selectStats,
} from './client-orders.queries';

export interface ClientOrdersDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'media' | 'publicOrigin'>;
  now: () => Date;
}

const k = clientOrdersMessageKeys;
/** Thumbnails shown per order in the list. */
const thumbnailsPerOrder = 4;
/** Statuses in which the client reviews delivered images. */
const reviewStatuses: readonly OrderStatus[] = ['ready_for_review', 'revision_requested'];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function signer(deps: ClientOrdersDeps) {
  const now = deps.now();
  return {
    thumbnail: (mediaId: string) => signImageUrls(deps.config.media, mediaId, now).thumbnailUrl,
    all: (mediaId: string) => signImageUrls(deps.config.media, mediaId, now),
    download: (path: string) => signDownloadPath(deps.config.media, path, now),
  };
}

type ImageFacts = Pick<
  OrderImageRow,
  'edited_media_id' | 'submitted_at' | 'accepted_at' | 'revision_used' | 'revision_requested_at'
>;

const isDelivered = (image: ImageFacts) => image.edited_media_id !== null && image.submitted_at !== null;

export function imageState(image: ImageFacts): ClientImageState {
  if (image.accepted_at) return 'accepted';
  if (hasOpenRevision(image)) return 'revision_requested';
  return isDelivered(image) ? 'delivered' : 'in_progress';
}

/** Why the client may not accept this image now (a message key), or null when they may. */
function acceptRefusal(image: ImageFacts, orderStatus: OrderStatus, paymentStatus: string): string | null {
  if (image.accepted_at) return k.alreadyAccepted;
  if (!isDelivered(image)) return k.notDelivered;
  if (hasOpenRevision(image)) return k.revisionOpen;
  if (paymentStatus !== 'paid' || !reviewStatuses.includes(orderStatus)) return k.notReviewable;
  return null;
}

function revisionRefusal(image: ImageFacts, orderStatus: OrderStatus, paymentStatus: string): string | null {
  if (image.accepted_at) return k.alreadyAccepted;
  if (image.revision_used) return k.revisionUsed;
  if (!isDelivered(image)) return k.notDelivered;
  if (paymentStatus !== 'paid' || !reviewStatuses.includes(orderStatus)) return k.notReviewable;
  return null;
}

interface ServiceLine {
  serviceId: string;
  name: string;
  price: { amountMinor: number; currency: Currency };
}

function toImage(
  image: OrderImageRow,
  services: ServiceLine[],
  order: { id: string; status: OrderStatus; payment_status: string },
  urls: ReturnType<typeof signer>,
): ClientOrderImage {
  const delivered = isDelivered(image) && image.edited_media_id !== null;
  const revised = replacedDelivery(image);
  return {
    orderImageId: image.id,
    position: image.position,
    state: imageState(image),
    original: urls.all(image.original_media_id),
    originalFileName: image.original_filename,
    edited: delivered && image.edited_media_id ? urls.all(image.edited_media_id) : null,
    revisedVersion: revised ? urls.all(revised) : null,
    editedDownloadUrl: delivered
      ? urls.download(downloadPaths.editedPhoto(order.id, image.position + 1))
      : null,
    services,
    clientNote: image.client_note,
    ...imageReviewState(image),
    canAccept: acceptRefusal(image, order.status, order.payment_status) === null,
    canRequestRevision: revisionRefusal(image, order.status, order.payment_status) === null,
  };
}

async function servicesByImage(db: Executor, imageIds: string[], language: Language) {
  const rows = await selectImageServices(db, imageIds, language);
  const byImage = new Map<string, ServiceLine[]>();
  for (const row of rows) {
    const lines = byImage.get(row.order_image_id) ?? [];
    lines.push({
      serviceId: row.service_id,
      // A service without a translation in this language still has a name to show.
      name: row.name,
      price: { amountMinor: row.price_minor, currency: row.currency },
    });
    byImage.set(row.order_image_id, lines);
  }
  return byImage;
}

export async function clientOrderStats(deps: ClientOrdersDeps, clientId: string): Promise<ClientOrderStats> {
  const stats = await selectStats(deps.db, clientId);
  return {
    activeOrders: stats.active,
    totalOrders: stats.total,
    totalSpent: stats.spent.map((row) => ({ currency: row.currency, amountMinor: Number(row.amount) })),
  };
}

/** What the order list and the order page both say of an order: its number, state, dates and total paid. */
function orderHeader(
  row: Pick<
    Selectable<DB['orders']>,
    | 'id'
    | 'order_number'
    | 'status'
    | 'payment_status'
    | 'paid_at'
    | 'due_at'
    | 'completed_at'
    | 'total_minor'
    | 'currency'
    | 'contact_property_address'
  >,
) {
  return {
    orderId: row.id,
    orderNumber: row.order_number,
    status: row.status,
    refunded: row.payment_status === 'refunded',
    paidAt: (row.paid_at as Date).toISOString(),
    dueAt: iso(row.due_at),
    completedAt: iso(row.completed_at),
    total: { amountMinor: row.total_minor, currency: row.currency },
    propertyAddress: row.contact_property_address,
  };
}

/** The ZIPs of the delivered photos, once there is one. */
function orderDownloads(
  orderId: string,
  images: readonly ClientOrderImage[],
  urls: ReturnType<typeof signer>,
) {
  const photoCount = images.filter((image) => image.edited !== null).length;
  if (photoCount === 0) return null;
  return {
    fullZipUrl: urls.download(downloadPaths.editedZip(orderId, 'full')),
    listingZipUrl: urls.download(downloadPaths.editedZip(orderId, 'listing')),
    photoCount,
  };
}

export async function listClientOrders(
  deps: ClientOrdersDeps,
  clientId: string,
  cursor: string | undefined,
): Promise<ClientOrderList> {
  const pageSize = clientOrderRules.listPageSize;
  // One row more than a page tells whether there is a next page.
  const rows = await selectOrderPage(deps.db, clientId, cursor, pageSize + 1);
  const page = rows.slice(0, pageSize);
  const firstImages = await selectFirstImages(
    deps.db,
    page.map((row) => row.id),
    thumbnailsPerOrder,
  );
  const urls = signer(deps);
  return {
    orders: page.map((row) => ({
      ...orderHeader(row),
      imageCount: Number(row.image_count),
      serviceCount: Number(row.service_count),
      awaitingReviewCount: Number(row.awaiting_count),
      thumbnails: firstImages
        .filter((image) => image.order_id === row.id)
        .map((image) => ({
          orderImageId: image.id,
          url: urls.thumbnail(image.delivered_media_id ?? image.original_media_id),
          edited: image.delivered_media_id !== null,
        })),
    })),
    nextCursor: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function clientOrderDetail(
  deps: ClientOrdersDeps,
  clientId: string,
  orderNumber: number,
  language: Language,
): Promise<ClientOrderDetail> {
  const order = await selectOrderByNumber(deps.db, clientId, orderNumber);
  if (!order) throw new AppError('NOT_FOUND', k.orderNotFound);
  const [images, history] = await Promise.all([
    selectOrderImages(deps.db, [order.id]),
    selectHistory(deps.db, order.id),
  ]);
  const services = await servicesByImage(
    deps.db,
    images.map((image) => image.id),
    language,
  );
  const urls = signer(deps);
  const money = (amountMinor: number) => ({ amountMinor, currency: order.currency });
  const decisions = images.map((image) => toImage(image, services.get(image.id) ?? [], order, urls));
  return {
    ...orderHeader(order),
    subtotal: money(order.subtotal_minor),
    discount: money(order.discount_minor),
    imageCount: images.length,
    serviceCount: decisions.reduce((sum, image) => sum + image.services.length, 0),
    awaitingReviewCount: decisions.filter((image) => image.state === 'delivered').length,
    notes: order.notes,
    designerName: order.designer_display_name ?? order.designer_first_name ?? null,
    images: decisions,
    downloads: orderDownloads(order.id, decisions, urls),
    history: history.map((row) => ({
      status: row.to_status,
      at: row.changed_at.toISOString(),
      // Only the designer's delivery comment is the client's to read; other notes are staff notes.
      designerComment:
        row.to_status === 'ready_for_review' &&
        row.changed_by !== null &&
        row.changed_by === order.designer_id
          ? row.note
          : null,
    })),
  };
}

/** The answer to an accept or a revision request: the image as it is now, and the order's status. */
async function decisionOutcome(
  deps: ClientOrdersDeps,
  trx: Executor,
  image: OrderImageRow,
  order: { id: string; status: OrderStatus; payment_status: string },
  language: Language,
): Promise<ClientImageDecision> {
  const services = await servicesByImage(trx, [image.id], language);
  return {
    image: toImage(image, services.get(image.id) ?? [], order, signer(deps)),
    orderStatus: order.status,
  };
}

/**
 * Queues the listing-ready rendition of an accepted photo, so the client's listing ZIP is ready when asked for.
 * After the acceptance has committed and best effort: a download makes a missing rendition on first request.
 */
export async function prepareListingSize(
  ctx: { jobs: Pick<Jobs, 'send' | 'started'>; log: Pick<Logger, 'warn'> },
  mediaId: string | undefined,
): Promise<void> {
  if (!mediaId || !ctx.jobs.started) return;
  try {
    await ctx.jobs.send(mediaJobs.listing, { mediaId });
  } catch (error) {
    ctx.log.warn({ err: error, mediaId }, 'could not queue the listing-ready rendition');
  }
}

/**
 * Accepts a delivered image. When it was the last one not accepted, the order becomes completed in the same
 * transaction (the order row is locked first, so parallel accepts complete it exactly once).
 */
export async function acceptImage(
  deps: ClientOrdersDeps,
  clientId: string,
  orderImageId: string,
  language: Language,
): Promise<ClientImageDecision> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockImageOfClient(trx, clientId, orderImageId);
    if (!locked) throw new AppError('NOT_FOUND', k.imageNotFound);
    const { order, image } = locked;
    const refusal = acceptRefusal(image, order.status, order.payment_status);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const updated = await markAccepted(trx, image.id, now);
    if (!updated) throw new AppError('CONFLICT', k.alreadyAccepted);
    let status = order.status;
    if ((await countUnaccepted(trx, order.id)) === 0) {
      await changeOrderStatus(
        trx,
        { orderId: order.id, from: order.status, to: 'completed', actor: 'client', changedBy: clientId, now },
        k.changedMeanwhile,
      );
      status = 'completed';
    }
    const row = { ...image, accepted_at: updated.accepted_at };
    return decisionOutcome(
      deps,
      trx,
      row,
      { id: order.id, status, payment_status: order.payment_status },
      language,
    );
  });
}

/**
 * Uses the image's one revision: stores the note, moves a ready_for_review order to revision_requested and
 * queues an e-mail to the assigned designer, all in one transaction.
 */
export async function requestRevision(
  deps: ClientOrdersDeps,
  clientId: string,
  input: { orderImageId: string; note: string; marks: RevisionMark[] },
  language: Language,
): Promise<ClientImageDecision> {
  const now = deps.now();
  const decision = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockImageOfClient(trx, clientId, input.orderImageId);
    if (!locked) throw new AppError('NOT_FOUND', k.imageNotFound);
    const { order, image } = locked;
    const refusal = revisionRefusal(image, order.status, order.payment_status);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const updated = await markRevisionRequested(trx, image.id, input, now);
    if (!updated) throw new AppError('CONFLICT', k.revisionUsed);
    let status = order.status;
    if (order.status === 'ready_for_review') {
      await changeOrderStatus(
        trx,
        {
          orderId: order.id,
          from: order.status,
          to: 'revision_requested',
          actor: 'client',
          changedBy: clientId,
          now,
        },
        k.changedMeanwhile,
      );
      status = 'revision_requested';
    }
    if (order.designer_id) {
      const designer = await selectDesignerContact(trx, order.designer_id);
      if (designer) {
        const mail = await revisionRequestedMail(designer.preferred_language, {
          orderNumber: order.order_number,
          position: image.position,
          note: input.note,
          studioUrl: `${deps.config.publicOrigin}/staff/designer`,
        });
        await enqueueMail(trx, { ...mail, to: designer.email, language: designer.preferred_language }, now);
      }
    }
    const row = {
      ...image,
      revision_used: updated.revision_used,
      revision_note: updated.revision_note,
      revision_marks: updated.revision_marks,
      revised_media_id: updated.revised_media_id,
      revision_requested_at: updated.revision_requested_at,
    };
    return decisionOutcome(
      deps,
      trx,
      row,
      { id: order.id, status, payment_status: order.payment_status },
      language,
    );
  });
  return decision;
}
