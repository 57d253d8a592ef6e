// Signed, expiring addresses: a URL that works without headers (for <img src> and download links) because it
// carries `exp` (Unix seconds) and `sig` = HMAC-SHA256(secret, "<what it grants>:<exp>") in base64url.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Expiry is rounded up to this step, so repeated requests get the same URL and the browser cache works. */
const expiryStepSeconds = 15 * 60;

const signature = (secret: string, grant: string, exp: number) =>
  createHmac('sha256', secret).update(`${grant}:${exp}`).digest('base64url');

/** The `exp` and `sig` query parameters granting `grant` for `ttlSeconds` from now (rounded up). */
export function signGrant(secret: string, grant: string, now: Date, ttlSeconds: number) {
  const exp = Math.ceil((now.getTime() / 1000 + ttlSeconds) / expiryStepSeconds) * expiryStepSeconds;
  return { exp, sig: signature(secret, grant, exp), expiresAt: new Date(exp * 1000) };
}

/** True when `sig` is this server's signature of (grant, exp) and exp has not passed. */
export function verifyGrant(
  secret: string,
  grant: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
  const expSeconds = Number(exp);
  if (expSeconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, grant, expSeconds));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
