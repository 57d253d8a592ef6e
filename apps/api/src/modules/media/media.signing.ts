// Signed, expiring image addresses: GET /media/:id?quality=&exp=&sig= works without headers (for <img>).
// sig = HMAC-SHA256(secret, "id:quality:exp"), base64url; exp in Unix seconds.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type MediaQuality, mediaDirectPath, type SignedImageUrls } from '@photoedit/contracts';

/** Expiry is rounded up to this step, so repeated requests get the same URL and the browser cache works. */
const expiryStepSeconds = 15 * 60;

const signature = (secret: string, id: string, quality: MediaQuality, exp: number) =>
  createHmac('sha256', secret).update(`${id}:${quality}:${exp}`).digest('base64url');

export interface SignedMediaUrl {
  url: string;
  expiresAt: Date;
}

export function signMediaUrl(
  secret: string,
  id: string,
  quality: MediaQuality,
  now: Date,
  ttlSeconds: number,
): SignedMediaUrl {
  const exp = Math.ceil((now.getTime() / 1000 + ttlSeconds) / expiryStepSeconds) * expiryStepSeconds;
  const sig = signature(secret, id, quality, exp);
  return { url: `${mediaDirectPath(id, quality)}&exp=${exp}&sig=${sig}`, expiresAt: new Date(exp * 1000) };
}

/** The signed addresses of a media item's three variants, as the order views send them. */
export function signImageUrls(
  settings: { urlSecret: string; urlTtlSeconds: number },
  mediaId: string,
  now: Date,
): SignedImageUrls {
  const url = (quality: MediaQuality) =>
    signMediaUrl(settings.urlSecret, mediaId, quality, now, settings.urlTtlSeconds).url;
  return {
    mediaId,
    thumbnailUrl: url('thumbnail'),
    previewUrl: url('preview'),
    originalUrl: url('original'),
  };
}

/** True when `sig` is this server's signature of (id, quality, exp) and exp has not passed. */
export function verifyMediaSignature(
  secret: string,
  id: string,
  quality: MediaQuality,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
  const expSeconds = Number(exp);
  if (expSeconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, id, quality, expSeconds));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
