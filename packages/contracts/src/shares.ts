// Share with the agent (issue 35): the client of a completed order makes a link to a read-only gallery of the
// edited photos (single downloads and both ZIPs, the photographer's business name) that works without signing in,
// until it expires (30 days unless chosen otherwise) or the client revokes it. The link's secret is shown once.
import { z } from 'zod';
import { orderNumberInput } from './orders';

export const shareRules = {
  defaultDays: 30,
  minDays: 1,
  maxDays: 90,
  /** The secret in the link: 32 random bytes, base64url. */
  tokenLength: 43,
} as const;

export const shareMessageKeys = {
  orderNotFound: 'errors.clientOrders.orderNotFound',
  notCompleted: 'errors.shares.notCompleted',
  daysInvalid: 'errors.shares.daysInvalid',
  shareNotFound: 'errors.shares.shareNotFound',
  /** An unknown, expired or revoked link: the same answer for all three. */
  linkGone: 'errors.shares.linkGone',
} as const;

const k = shareMessageKeys;

/** The gallery's address: /{lang}/shared/{token}. */
export const sharedGalleryPath = (language: string, token: string) => `/${language}/shared/${token}`;

export const ShareCreateInput = z.object({
  orderNumber: orderNumberInput(k.orderNotFound),
  days: z
    .number({ error: k.daysInvalid })
    .int(k.daysInvalid)
    .min(shareRules.minDays, k.daysInvalid)
    .max(shareRules.maxDays, k.daysInvalid)
    .default(shareRules.defaultDays),
});
export type ShareCreateInput = z.input<typeof ShareCreateInput>;

export const SharesOfOrderInput = z.object({ orderNumber: orderNumberInput(k.orderNotFound) });
export const ShareRevokeInput = z.object({ shareId: z.uuid({ error: k.shareNotFound }) });

export const OrderShare = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  active: z.boolean(),
});
export type OrderShare = z.infer<typeof OrderShare>;

/** `shares.create`: the new share and its link, whose secret is never shown again. */
export const ShareCreated = z.object({ share: OrderShare, url: z.string() });
export type ShareCreated = z.infer<typeof ShareCreated>;

export const SharedGalleryInput = z.object({
  token: z.string({ error: k.linkGone }).regex(/^[A-Za-z0-9_-]{43}$/, k.linkGone),
});

export const SharedPhoto = z.object({
  number: z.number().int(),
  thumbnailUrl: z.string(),
  previewUrl: z.string(),
  downloadUrl: z.string(),
});

/** `shares.view` (public): what the agent sees. */
export const SharedGallery = z.object({
  orderNumber: z.number().int(),
  /** The photographer's business (their billing profile's company, or the order's company field); null: none. */
  businessName: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  photos: z.array(SharedPhoto),
  fullZipUrl: z.string(),
  listingZipUrl: z.string(),
});
export type SharedGallery = z.infer<typeof SharedGallery>;
