// Share with the agent: a completed order's client makes, lists and revokes links; anyone holding a live link sees
// the gallery of the edited photos with signed addresses of each file and of both ZIPs (the downloads module serves
// them). An unknown, expired or revoked link is the same 404.
import { createHash, randomBytes } from 'node:crypto';
import {
  downloadPaths,
  type Language,
  type OrderShare,
  type ShareCreated,
  type SharedGallery,
  sharedGalleryPath,
  shareMessageKeys,
} from '@photoedit/contracts';
import { AppError } from '../../errors';
import { signImageUrls } from '../media';
import { signDownloadPath } from '../orders';
import type { ServiceDeps } from '../service-deps';
import {
  insertShare,
  revokeOwnShare,
  type ShareRow,
  selectDeliveredPhotos,
  selectOwnOrderForShare,
  selectSharedOrder,
  selectSharesOfOrder,
} from './shares.queries';

export type SharesDeps = ServiceDeps<'media' | 'publicOrigin'>;

const k = shareMessageKeys;
const dayMs = 24 * 60 * 60_000;
const tokenHash = (token: string) => createHash('sha256').update(token).digest();

const toShare = (row: ShareRow, now: Date): OrderShare => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
  active: row.revoked_at === null && row.expires_at > now,
});

async function ownCompletedOrder(deps: SharesDeps, clientId: string, orderNumber: number) {
  const order = await selectOwnOrderForShare(deps.db, clientId, orderNumber);
  if (!order) throw new AppError('NOT_FOUND', k.orderNotFound);
  return order;
}

export async function createShare(
  deps: SharesDeps,
  clientId: string,
  input: { orderNumber: number; days: number },
  language: Language,
): Promise<ShareCreated> {
  const order = await ownCompletedOrder(deps, clientId, input.orderNumber);
  if (order.first_completed_at === null) {
    throw new AppError('CONFLICT', k.notCompleted, { message: 'Only a completed order can be shared.' });
  }
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const row = await insertShare(deps.db, {
    orderId: order.id,
    tokenHash: tokenHash(token),
    createdBy: clientId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.days * dayMs),
  });
  return {
    share: toShare(row, now),
    url: `${deps.config.publicOrigin}${sharedGalleryPath(language, token)}`,
  };
}

export async function sharesOfOrder(
  deps: SharesDeps,
  clientId: string,
  orderNumber: number,
): Promise<OrderShare[]> {
  const order = await ownCompletedOrder(deps, clientId, orderNumber);
  const now = deps.now();
  return (await selectSharesOfOrder(deps.db, order.id)).map((row) => toShare(row, now));
}

export async function revokeShare(deps: SharesDeps, clientId: string, shareId: string): Promise<OrderShare> {
  const row = await revokeOwnShare(deps.db, clientId, shareId, deps.now());
  if (!row) throw new AppError('NOT_FOUND', k.shareNotFound);
  return toShare(row, deps.now());
}

export async function sharedGallery(deps: SharesDeps, token: string): Promise<SharedGallery> {
  const now = deps.now();
  const order = await selectSharedOrder(deps.db, tokenHash(token), now);
  if (!order)
    throw new AppError('NOT_FOUND', k.linkGone, { message: 'This link is unknown, expired or revoked.' });
  const download = (path: string) => signDownloadPath(deps.config.media, path, now);
  const photos = await selectDeliveredPhotos(deps.db, order.id);
  return {
    orderNumber: order.order_number,
    businessName: order.company_name ?? order.contact_company ?? null,
    expiresAt: order.expires_at.toISOString(),
    photos: photos.map((photo) => {
      const urls = signImageUrls(deps.config.media, photo.edited_media_id as string, now);
      return {
        number: photo.position + 1,
        thumbnailUrl: urls.thumbnailUrl,
        previewUrl: urls.previewUrl,
        downloadUrl: download(downloadPaths.editedPhoto(order.id, photo.position + 1)),
      };
    }),
    fullZipUrl: download(downloadPaths.editedZip(order.id, 'full')),
    listingZipUrl: download(downloadPaths.editedZip(order.id, 'listing')),
  };
}
