// Signed, expiring addresses: a URL that works without headers (for <img src> and download links) because it
// carries `exp` (Unix seconds) and `sig` = HMAC-SHA256(secret, "<what it grants>:<exp>") in base64url.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { hmacKey } from './hmac-key';

/** Expiry is rounded up to this step, so repeated requests get the same URL and the browser cache works. */
const expiryStepSeconds = 15 * 60;

const signature = (secret: string, grant: string, exp: number) =>
  createHmac('sha256', hmacKey(secret)).update(`${grant}:${exp}`).digest('base64url');

// The signatures this server issued, per secret and "<grant>:<exp>". Expiry being rounded to a step, the same
// addresses are signed again for every read within it (a page of clientOrders.list: 80 HMACs, each time).
// Only signing fills it (never the verification of what a request brings); emptied when it grows too big.
const maxRememberedSignatures = 20_000;
const issued = new Map<string, Map<string, string>>();
let rememberedSignatures = 0;

function issuedSignature(secret: string, grant: string, exp: number): string {
  let bySecret = issued.get(secret);
  if (!bySecret) {
    bySecret = new Map();
    issued.set(secret, bySecret);
  }
  const message = `${grant}:${exp}`;
  const known = bySecret.get(message);
  if (known !== undefined) return known;
  if (rememberedSignatures >= maxRememberedSignatures) {
    issued.clear();
    rememberedSignatures = 0;
    return issuedSignature(secret, grant, exp);
  }
  const sig = signature(secret, grant, exp);
  bySecret.set(message, sig);
  rememberedSignatures += 1;
  return sig;
}

/** The `exp` and `sig` query parameters granting `grant` for `ttlSeconds` from now (rounded up). */
export function signGrant(secret: string, grant: string, now: Date, ttlSeconds: number) {
  const exp = Math.ceil((now.getTime() / 1000 + ttlSeconds) / expiryStepSeconds) * expiryStepSeconds;
  return { exp, sig: issuedSignature(secret, grant, exp), expiresAt: new Date(exp * 1000) };
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
