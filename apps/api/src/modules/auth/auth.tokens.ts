// Access tokens: HS256 JWTs bound to one role (`aud`), short-lived. Nothing else is ever accepted.
import { accessTokenIssuer, accessTokenTtlSeconds, Role } from '@photoedit/contracts';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  userId: string;
  role: Role;
  /** The refresh-token family (the sign-in session) the token was issued for: logout ends it. */
  sessionId: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
};

export function signAccessToken(claims: AccessTokenClaims, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setAudience(claims.role)
    .setIssuer(accessTokenIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenTtlSeconds)
    .sign(keyOf(secret));
}

/**
 * The claims of a valid token, or null: wrong signature, another algorithm (`none` included), expired,
 * wrong issuer, or an audience that is not exactly one role.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: accessTokenIssuer,
      currentDate: now,
      requiredClaims: ['sub', 'aud', 'exp', 'iat', 'sid'],
    });
    const role = Role.safeParse(payload.aud);
    const { sub, sid } = payload;
    if (!role.success || typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (!uuidPattern.test(sub) || !uuidPattern.test(sid)) return null;
    return { userId: sub, role: role.data, sessionId: sid };
  } catch {
    return null;
  }
}
