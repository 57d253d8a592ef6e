// What the client's dashboard shows: the stats, the list of orders and one order with its photos, each photo
// with signed addresses, its review state and what the client may decide on it.
import {
  type ClientImageDecision,
  type ClientOrderDetail,
  type ClientOrderImage,
  type ClientOrderList,
  type ClientOrderStats,
  type Currency,
  clientOrderRules,
  clientOrdersMessageKeys,
  downloadPaths,
  type Language,
  type OrderPhotoBracket,
  type OrderReference,
  type OrderStatus,
} from '@photoedit/contracts';
import type { Selectable } from 'kysely';
import type { DB, Executor } from '../../../db/tables';
import { AppError } from '../../../errors';
import type { JobEnqueuer } from '../../../events/events';
import { orderCredits } from '../../credits';
import { signImageUrls } from '../../media';
import type { ServiceDeps } from '../../service-deps';
import { orderStyleLook } from '../../style';
import { signDownloadPath } from '../downloads/downloads.signing';
import { loadBrackets } from '../orders.brackets';
import { imageReviewState, replacedDelivery, storedPins } from '../orders.lifecycle';
import { listingLook } from '../orders.look';
import { type OrderImageRow, selectImageServices, selectOrderImages } from '../orders.queries';
import { loadReferences } from '../orders.references';
import { orderRefunds } from '../orders.refunds';
import { orderRatingState } from '../ratings/ratings.service';
import {
  selectFirstImages,
  selectHistory,
  selectOrderByNumber,
  selectOrderPage,
  selectStats,
} from './client-orders.queries';
import { acceptRefusal, imageState, isDelivered, revisionRefusal } from './client-orders.rules';

export interface ClientOrdersDeps extends ServiceDeps<'media' | 'publicOrigin'> {
  /** An acceptance queues the photos' listing-ready variants (client-orders.events.ts). */
  jobs: JobEnqueuer;
}

const k = clientOrdersMessageKeys;
/** Thumbnails shown per order in the list. */
const thumbnailsPerOrder = 4;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function signer(deps: ClientOrdersDeps) {
  const now = deps.now();
  return {
    thumbnail: (mediaId: string) => signImageUrls(deps.config.media, mediaId, now).thumbnailUrl,
    all: (mediaId: string) => signImageUrls(deps.config.media, mediaId, now),
    download: (path: string) => signDownloadPath(deps.config.media, path, now),
  };
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
  extras: { references: OrderReference[]; bracket: OrderPhotoBracket },
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
    pins: storedPins(image.instruction_pins),
    ...extras,
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
  const [images, history, look, rating, credits, refunds] = await Promise.all([
    selectOrderImages(deps.db, [order.id]),
    selectHistory(deps.db, order.id),
    listingLook(deps.db, order.id, { style: orderStyleLook(order.style_snapshot) }),
    orderRatingState(deps, clientId, order),
    orderCredits(deps.db, [order]),
    orderRefunds(deps.db, order),
  ]);
  const services = await servicesByImage(
    deps.db,
    images.map((image) => image.id),
    language,
  );
  const urls = signer(deps);
  const references = await loadReferences(deps.db, [order.id], urls.all);
  const bracketOf = await loadBrackets(deps.db, images, urls.all);
  const money = (amountMinor: number) => ({ amountMinor, currency: order.currency });
  const decisions = images.map((image) =>
    toImage(image, services.get(image.id) ?? [], order, urls, {
      references: references.ofImage(image.id),
      bracket: bracketOf(image),
    }),
  );
  return {
    ...orderHeader(order),
    subtotal: money(order.subtotal_minor),
    turnaround:
      order.turnaround && order.turnaround_hours
        ? { tier: order.turnaround, hours: order.turnaround_hours, amount: money(order.turnaround_minor) }
        : null,
    discount: money(order.discount_minor),
    imageCount: images.length,
    serviceCount: decisions.reduce((sum, image) => sum + image.services.length, 0),
    awaitingReviewCount: decisions.filter((image) => image.state === 'delivered').length,
    notes: order.notes,
    references: references.ofOrder(order.id),
    designerName: order.designer_display_name ?? order.designer_first_name ?? null,
    images: decisions,
    downloads: orderDownloads(order.id, decisions, urls),
    look,
    rating,
    credit: credits.get(order.id) ?? { usedMinor: 0, earned: [], currency: order.currency },
    refunds,
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
export async function decisionOutcome(
  deps: ClientOrdersDeps,
  trx: Executor,
  image: OrderImageRow,
  order: { id: string; status: OrderStatus; payment_status: string },
  language: Language,
): Promise<ClientImageDecision> {
  const services = await servicesByImage(trx, [image.id], language);
  const urls = signer(deps);
  const references = await loadReferences(trx, [order.id], urls.all);
  const bracketOf = await loadBrackets(trx, [image], urls.all);
  return {
    image: toImage(image, services.get(image.id) ?? [], order, urls, {
      references: references.ofImage(image.id),
      bracket: bracketOf(image),
    }),
    orderStatus: order.status,
  };
}
