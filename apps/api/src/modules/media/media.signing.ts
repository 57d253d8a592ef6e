// Signed, expiring image addresses: GET /media/:id?quality=&exp=&sig= works without headers (for <img>).
// sig = HMAC-SHA256(secret, "id:quality:exp"), base64url; exp in Unix seconds.
import { type MediaQuality, mediaDirectPath, type SignedImageUrls } from '@photoedit/contracts';
import { signGrant, verifyGrant } from '../../signed-address';

const grant = (id: string, quality: MediaQuality) => `${id}:${quality}`;

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
  const { exp, sig, expiresAt } = signGrant(secret, grant(id, quality), now, ttlSeconds);
  return { url: `${mediaDirectPath(id, quality)}&exp=${exp}&sig=${sig}`, expiresAt };
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
  return verifyGrant(secret, grant(id, quality), exp, sig, now);
}
