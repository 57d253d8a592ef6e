// The designer's rules: which orders can be claimed, the one-winner claim, the designer's orders with their
// revision state, and the submission of edited work (checked in full, written in one transaction, the client
// told by e-mail). Every status change goes through changeOrderStatus (history included).

import {
  type DesignerAvailableOutput,
  type DesignerClaimOutput,
  type DesignerMediaView,
  type DesignerMineOutput,
  type DesignerOrder,
  type DesignerOrderImage,
  type DesignerServiceSummary,
  type DesignerServiceView,
  type DesignerSubmitOutput,
  designerMessageKeys,
  designerRules,
  downloadPaths,
  type Language,
  type OrderStatus,
  type TurnaroundTier,
} from '@photoedit/contracts';
import type { z } from 'zod';
import { keysetPosition } from '../../../db/keyset';
import { AppError } from '../../../errors';
import { emit } from '../../../events/events';
import { signImageUrls } from '../../media';
import type { ServiceDeps } from '../../service-deps';
import { loadOrderStyles } from '../../style';
import { signDownloadPath } from '../downloads/downloads.signing';
import { loadBrackets } from '../orders.brackets';
import {
  changeOrderStatus,
  hasOpenRevision,
  type ImageReviewDates,
  imageReviewState,
  replacedDelivery,
  storedPins,
} from '../orders.lifecycle';
import { type OrderImageRow, selectImageServices, selectOrderImages } from '../orders.queries';
import { loadReferences } from '../orders.references';
import { selectClientsPreferring } from '../ratings/ratings.queries';
import { orderClaimed, photosDelivered } from './designer.events';
import {
  assignDesigner,
  lockDesignerOrder,
  lockOwnReadyMedia,
  type OrderRow,
  selectAvailableOrders,
  selectClaimRefusal,
  selectClientMailAddress,
  selectDesignerOrders,
  selectMediaInUse,
  updateImageSubmission,
} from './designer.queries';

type ParsedSubmit = z.output<typeof import('@photoedit/contracts').DesignerSubmitInput>;

export interface DesignerDeps extends ServiceDeps<'media' | 'publicOrigin'> {
  /** Language of the service names in the answers. */
  lang: Language;
}

const k = designerMessageKeys;
const refuse = (messageKey: string, message: string) => new AppError('BAD_INPUT', messageKey, { message });
const orderNotFound = () => new AppError('NOT_FOUND', k.orderNotFound, { message: 'No such order.' });

/** Statuses in which the designer delivers work. */
export const workingStatuses: readonly OrderStatus[] = ['in_progress', 'revision_requested'];

/**
 * Whether an image must be part of the next submission: while revisions are requested, the images with an
 * open revision; otherwise (in progress) every image without an edited version, and any open revision (an
 * admin may have moved the order back).
 */
export const needsSubmission = (
  status: OrderStatus,
  image: ImageReviewDates & { edited_media_id: string | null },
) => {
  if (status === 'revision_requested') return hasOpenRevision(image);
  if (status === 'in_progress')
    return hasOpenRevision(image) || (image.edited_media_id === null && image.accepted_at === null);
  return false;
};

/** Whether an image may take a new version now: any unaccepted image in progress, only open revisions after review. */
const mayReceive = (status: OrderStatus, image: Parameters<typeof needsSubmission>[1]) =>
  status === 'in_progress' ? image.accepted_at === null : needsSubmission(status, image);

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function mediaView(
  deps: DesignerDeps,
  mediaId: string,
  details: { fileName: string | null; width: number | null; height: number | null },
): DesignerMediaView {
  return { ...signImageUrls(deps.config.media, mediaId, deps.now()), ...details };
}

/** The images and services of some orders, grouped per order, their style snapshots and who asked for whom. */
async function loadOrderDetails(deps: DesignerDeps, designerId: string, orders: readonly OrderRow[]) {
  const { db, lang } = deps;
  const orderIds = orders.map((order) => order.id);
  const styleOf = await loadOrderStyles(deps, orders);
  const requestedBy = await selectClientsPreferring(
    db,
    designerId,
    orders.flatMap((order) => (order.client_id ? [order.client_id] : [])),
  );
  const images = await selectOrderImages(db, orderIds);
  const references = await loadReferences(db, orderIds, (mediaId) =>
    signImageUrls(deps.config.media, mediaId, deps.now()),
  );
  const services = await selectImageServices(
    db,
    images.map((image) => image.id),
    lang,
  );
  const servicesByImage = new Map<string, DesignerServiceView[]>();
  for (const row of services) {
    const list = servicesByImage.get(row.order_image_id) ?? [];
    list.push({ id: row.service_id, name: row.name });
    servicesByImage.set(row.order_image_id, list);
  }
  const imagesByOrder = new Map<string, OrderImageRow[]>();
  for (const image of images) {
    const list = imagesByOrder.get(image.order_id) ?? [];
    list.push(image);
    imagesByOrder.set(image.order_id, list);
  }
  const bracketOf = await loadBrackets(db, images, (mediaId) =>
    signImageUrls(deps.config.media, mediaId, deps.now()),
  );
  return {
    bracketOf,
    styleOf,
    requestedByClient: (order: OrderRow) => order.client_id !== null && requestedBy.has(order.client_id),
    imagesOf: (orderId: string) => imagesByOrder.get(orderId) ?? [],
    servicesOf: (imageId: string) => servicesByImage.get(imageId) ?? [],
    referencesOf: references.ofOrder,
    imageReferencesOf: references.ofImage,
  };
}

/** How many images of the order ask for each service, in catalogue order. */
function serviceSummary(imageServices: DesignerServiceView[][]): DesignerServiceSummary[] {
  const summary = new Map<string, DesignerServiceSummary>();
  for (const services of imageServices) {
    for (const service of services) {
      const entry = summary.get(service.id) ?? { id: service.id, name: service.name, imageCount: 0 };
      entry.imageCount += 1;
      summary.set(service.id, entry);
    }
  }
  return [...summary.values()];
}

const originalView = (deps: DesignerDeps, image: OrderImageRow) =>
  mediaView(deps, image.original_media_id, {
    fileName: image.original_filename,
    width: image.original_width,
    height: image.original_height,
  });

/** The delivery the client's revision was asked on, once the designer's newer one replaced it. */
const revisedView = (deps: DesignerDeps, image: OrderImageRow) => {
  const revised = replacedDelivery(image);
  return revised
    ? mediaView(deps, revised, {
        fileName: image.revised_filename,
        width: image.revised_width,
        height: image.revised_height,
      })
    : null;
};

type OrderDetails = Awaited<ReturnType<typeof loadOrderDetails>>;

/** What every designer list shows of a photo: the original, the client's instructions and the services. */
const imageBase = (deps: DesignerDeps, details: OrderDetails, image: OrderImageRow) => ({
  id: image.id,
  position: image.position,
  original: originalView(deps, image),
  clientNote: image.client_note,
  pins: storedPins(image.instruction_pins),
  references: details.imageReferencesOf(image.id),
  services: details.servicesOf(image.id),
  bracket: details.bracketOf(image),
});

const orderBase = (order: OrderRow, details: OrderDetails) => ({
  id: order.id,
  orderNumber: order.order_number,
  paidAt: order.paid_at.toISOString(),
  dueAt: iso(order.due_at),
  turnaround: { tier: order.turnaround as TurnaroundTier, hours: order.turnaround_hours },
  notes: order.notes,
  propertyAddress: order.contact_property_address,
  style: details.styleOf(order.id),
  requestedByClient: details.requestedByClient(order),
});

export async function listAvailableOrders(
  deps: DesignerDeps,
  designerId: string,
  limit: number,
): Promise<DesignerAvailableOutput> {
  const orders = await selectAvailableOrders(deps.db, designerId, deps.now(), limit);
  const details = await loadOrderDetails(deps, designerId, orders);
  return {
    items: orders.map((order) => {
      const images = details.imagesOf(order.id).map((image) => imageBase(deps, details, image));
      return {
        ...orderBase(order, details),
        references: details.referencesOf(order.id),
        imageCount: images.length,
        services: serviceSummary(images.map((image) => image.services)),
        images,
      };
    }),
  };
}

/**
 * Claims a paid, pending, unassigned order for the designer. Exactly one of any number of simultaneous claims
 * wins; the others get 409 `alreadyClaimed`. Unknown and unpaid orders are 404 (designers never see those).
 */
export async function claimOrder(
  deps: DesignerDeps,
  designerId: string,
  orderId: string,
): Promise<DesignerClaimOutput> {
  const now = deps.now();
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const assigned = await assignDesigner(trx, orderId, designerId, now);
    if (!assigned) return undefined;
    await emit({ trx, now }, orderClaimed, { orderId });
    await changeOrderStatus(
      trx,
      { orderId, from: 'pending', to: 'in_progress', actor: 'designer', changedBy: designerId, now },
      k.alreadyClaimed,
    );
    return assigned;
  });
  if (!claimed) {
    const refusal = await selectClaimRefusal(deps.db, orderId, designerId, now);
    if (refusal === 'notFound') throw orderNotFound();
    if (refusal === 'reserved') {
      throw new AppError('CONFLICT', k.reservedForPreferred, {
        message: "This order is offered first to the client's preferred designers.",
      });
    }
    throw new AppError('CONFLICT', k.alreadyClaimed, { message: 'This order has already been claimed.' });
  }
  return {
    orderId,
    orderNumber: claimed.order_number,
    status: 'in_progress',
    claimedAt: now.toISOString(),
  };
}

export async function listDesignerOrders(
  deps: DesignerDeps,
  designerId: string,
  state: 'active' | 'completed' | 'all',
  cursor?: string,
): Promise<DesignerMineOutput> {
  const { orders, nextCursor } = await selectDesignerOrders(deps.db, designerId, state, {
    after: keysetPosition(cursor),
    limit: designerRules.completedPageSize,
  });
  const details = await loadOrderDetails(deps, designerId, orders);
  const now = deps.now();
  const download = (path: string) => signDownloadPath(deps.config.media, path, now);
  return {
    items: orders.map((order): DesignerOrder => {
      const images = details.imagesOf(order.id).map(
        (image): DesignerOrderImage => ({
          ...imageBase(deps, details, image),
          edited: image.edited_media_id
            ? mediaView(deps, image.edited_media_id, {
                fileName: image.edited_filename,
                width: image.edited_width,
                height: image.edited_height,
              })
            : null,
          revisedVersion: revisedView(deps, image),
          ...imageReviewState(image),
          revisionOpen: hasOpenRevision(image),
          needsSubmission: needsSubmission(order.status, image),
          originalDownloadUrl: download(downloadPaths.originalPhoto(order.id, image.position + 1)),
        }),
      );
      return {
        ...orderBase(order, details),
        references: details.referencesOf(order.id),
        status: order.status,
        claimedAt: iso(order.claimed_at),
        completedAt: iso(order.completed_at),
        imageCount: images.length,
        services: serviceSummary(images.map((image) => image.services)),
        canSubmit: workingStatuses.includes(order.status),
        images,
        originalsZipUrl: download(downloadPaths.originalsZip(order.id)),
      };
    }),
    nextCursor,
  };
}

/**
 * Stores the edited versions of a submission and moves the order to ready_for_review, in one transaction:
 * any refusal leaves the order, its images and the outbox as they were. Then the client is e-mailed (the
 * mail row is part of the same transaction, sent once it commits).
 */
export async function submitWork(
  deps: DesignerDeps,
  designerId: string,
  input: ParsedSubmit,
): Promise<DesignerSubmitOutput> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockDesignerOrder(trx, input.orderId, designerId);
    if (!order) throw orderNotFound();
    if (!workingStatuses.includes(order.status)) {
      throw new AppError('CONFLICT', k.notSubmittable, { message: 'This order is not waiting for work.' });
    }

    const images = await selectOrderImages(trx, [order.id]);
    const byId = new Map(images.map((image) => [image.id, image]));
    for (const submitted of input.images) {
      const image = byId.get(submitted.orderImageId);
      if (!image) throw refuse(k.imageNotInOrder, 'An image is not part of this order.');
      if (!mayReceive(order.status, image)) {
        throw refuse(k.imageNotOpen, 'An image takes no new version now.');
      }
    }
    const submittedIds = new Set(input.images.map((image) => image.orderImageId));
    const missing = images.filter(
      (image) => needsSubmission(order.status, image) && !submittedIds.has(image.id),
    );
    if (missing.length > 0) {
      throw new AppError('BAD_INPUT', k.imagesMissing, {
        message: `${missing.length} image(s) still need an edited version.`,
      });
    }

    const mediaIds = input.images.map((image) => image.editedMediaId);
    const own = await lockOwnReadyMedia(trx, mediaIds, designerId);
    const inUse = await selectMediaInUse(trx, mediaIds);
    if (own.length !== mediaIds.length || inUse.size > 0) {
      throw refuse(
        k.editedMediaInvalid,
        'An edited file is not a finished upload of yours, or is already used.',
      );
    }

    for (const submitted of input.images) {
      await updateImageSubmission(trx, submitted.orderImageId, order.id, {
        editedMediaId: submitted.editedMediaId,
        note: submitted.comment,
        now,
      });
    }
    await changeOrderStatus(
      trx,
      {
        orderId: order.id,
        from: order.status,
        to: 'ready_for_review',
        actor: 'designer',
        changedBy: designerId,
        note: input.comment,
        now,
      },
      k.notSubmittable,
    );

    await emit({ trx, now }, photosDelivered, {
      orderId: order.id,
      orderNumber: order.order_number,
      imageCount: input.images.length,
      revision: order.status === 'revision_requested',
      comment: input.comment ?? null,
      recipient: (await selectClientMailAddress(trx, order.client_id))?.email ?? order.contact_email,
      language: order.language,
      dashboardUrl: `${deps.config.publicOrigin}/${order.language}/dashboard`,
    });

    return { orderId: order.id, status: 'ready_for_review', submittedImages: input.images.length };
  });
}
