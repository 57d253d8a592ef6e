// Access tokens: HS256 JWTs bound to one role (`aud`), short-lived. Nothing else is ever accepted.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { accessTokenIssuer, accessTokenTtlSeconds, parseJson, Role } from '@photoedit/contracts';
import { SignJWT } from 'jose';
import { hmacKey } from '../../hmac-key';

export interface AccessTokenClaims {
  userId: string;
  role: Role;
  /** The refresh-token family (the sign-in session) the token was issued for: logout ends it. */
  sessionId: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function signAccessToken(claims: AccessTokenClaims, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setAudience(claims.role)
    .setIssuer(accessTokenIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenTtlSeconds)
    .sign(hmacKey(secret));
}

const expectedHeaderAlgorithm = 'HS256';

const decodeJsonObject = (part: string): Record<string, unknown> | null => {
  const value = parseJson(Buffer.from(part, 'base64url').toString('utf8'));
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
};

const isNumericDate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The claims of a valid token, or null: wrong signature, another algorithm (`none` included), expired,
 * wrong issuer, or an audience that is not exactly one role.
 *
 * Checked with node:crypto's HMAC, synchronously: jose's verification goes through WebCrypto, whose every call is
 * an asynchronous job (12 % of the server's CPU on an authenticated read). The rules are jose's `jwtVerify` with
 * the options this file passed it: the header names HS256 and no critical extensions, the signature is the exact
 * base64url of HMAC-SHA256(secret, header.payload) (compared in constant time), `exp` is after now, `nbf` (if any)
 * not after now, `iat` a number, and the issuer ours. Tokens are still signed by jose (signAccessToken).
 */
export function verifyAccessToken(token: string, secret: string, now: Date): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJsonObject(headerPart);
  if (!header || header.alg !== expectedHeaderAlgorithm || 'crit' in header || 'b64' in header) return null;
  const expected = Buffer.from(
    createHmac('sha256', hmacKey(secret)).update(`${headerPart}.${payloadPart}`).digest('base64url'),
  );
  const given = Buffer.from(signaturePart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const payload = decodeJsonObject(payloadPart);
  if (!payload) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { sub, sid, aud, iss, exp, iat, nbf } = payload;
  if (iss !== accessTokenIssuer || !isNumericDate(iat) || !isNumericDate(exp) || exp <= nowSeconds)
    return null;
  if (nbf !== undefined && (!isNumericDate(nbf) || nbf > nowSeconds)) return null;
  const role = Role.safeParse(aud);
  if (!role.success || typeof sub !== 'string' || typeof sid !== 'string') return null;
  if (!uuidPattern.test(sub) || !uuidPattern.test(sid)) return null;
  return { userId: sub, role: role.data, sessionId: sid };
}

/** When a token that verifyAccessToken accepted expires (a live stream ends then). */
export function accessTokenExpiry(token: string): Date {
  const exp = decodeJsonObject(token.split('.')[1] ?? '')?.exp;
  return new Date(isNumericDate(exp) ? exp * 1000 : 0);
}
