// Handing over the result: the addresses of an order's downloads (one photo, or all of them as a ZIP). The
// order views carry them signed (`?exp=&sig=`), so a plain link downloads without headers; see docs/downloads.md.
import { z } from 'zod';

/** The two sets of an order's edited photos: as delivered, or listing-ready (JPEG, sRGB, long edge 2048 px). */
export const downloadSets = ['full', 'listing'] as const;
export const DownloadSet = z.enum(downloadSets);
export type DownloadSet = z.infer<typeof DownloadSet>;

/** Photo numbers count from 1 in the order's position order, as every view shows them. */
export const downloadPaths = {
  editedPhoto: (orderId: string, photoNumber: number) =>
    `/api/orders/${orderId}/photos/${photoNumber}/edited`,
  originalPhoto: (orderId: string, photoNumber: number) =>
    `/api/orders/${orderId}/photos/${photoNumber}/original`,
  editedZip: (orderId: string, set: DownloadSet) => `/api/orders/${orderId}/edited.zip?set=${set}`,
  originalsZip: (orderId: string) => `/api/orders/${orderId}/originals.zip`,
};

/** The ZIP downloads of an order's delivered photos (null in the views until a photo is delivered). */
export const OrderDownloads = z.object({
  fullZipUrl: z.string(),
  listingZipUrl: z.string(),
  /** How many delivered photos the ZIPs hold. */
  photoCount: z.number().int().positive(),
});
export type OrderDownloads = z.infer<typeof OrderDownloads>;
