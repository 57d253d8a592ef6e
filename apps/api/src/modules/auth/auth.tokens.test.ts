// The access-token verifier (node:crypto) against tokens made by jose and by hand: it accepts exactly what jose's
// jwtVerify accepted with the same options, and nothing else.
import { createHmac, randomUUID } from 'node:crypto';
import { accessTokenTtlSeconds } from '@photoedit/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './auth.tokens';

const secret = 'a test secret that is long enough for HS256 keys';
const now = new Date('2026-11-26T08:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
const claims = { userId: randomUUID(), role: 'client' as const, sessionId: randomUUID() };

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const payload = (overrides: Record<string, unknown> = {}) => ({
  sub: claims.userId,
  aud: 'client',
  sid: claims.sessionId,
  iss: 'photoedit',
  iat: nowSeconds,
  exp: nowSeconds + 60,
  ...overrides,
});
/** A token signed by hand: any header, any payload, HMAC-SHA256 under `key`. */
const handMade = (header: unknown, body: unknown, key = secret) => {
  const signingInput = `${part(header)}.${part(body)}`;
  return `${signingInput}.${createHmac('sha256', key).update(signingInput).digest('base64url')}`;
};
const verify = (token: string, at = now) => verifyAccessToken(token, secret, at);

describe('verifyAccessToken', () => {
  it('accepts the tokens signAccessToken issues, until they expire (as jose does)', async () => {
    const token = await signAccessToken(claims, secret, now);
    expect(verify(token)).toEqual(claims);
    const lastValid = new Date(now.getTime() + (accessTokenTtlSeconds - 1) * 1000);
    expect(verify(token, lastValid)).toEqual(claims);
    const expiry = new Date(now.getTime() + accessTokenTtlSeconds * 1000);
    expect(verify(token, expiry)).toBeNull();
    await expect(
      jwtVerify(token, new TextEncoder().encode(secret), { currentDate: expiry }),
    ).rejects.toThrow();
  });

  it('accepts a hand-made HS256 token with the right key', () => {
    expect(verify(handMade({ alg: 'HS256' }, payload()))).toEqual(claims);
  });

  it('refuses another key, another algorithm, alg none and critical extensions', async () => {
    expect(verify(handMade({ alg: 'HS256' }, payload(), 'another secret'))).toBeNull();
    expect(verify(handMade({ alg: 'none' }, payload()))).toBeNull();
    expect(verify(`${part({ alg: 'none' })}.${part(payload())}.`)).toBeNull();
    expect(verify(handMade({ alg: 'hs256' }, payload()))).toBeNull();
    expect(verify(handMade({ alg: 'HS256', crit: ['exp'] }, payload()))).toBeNull();
    expect(verify(handMade({ alg: 'HS256', b64: false }, payload()))).toBeNull();
    const hs512 = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.userId)
      .setAudience('client')
      .setIssuer('photoedit')
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 60)
      .sign(new TextEncoder().encode(secret));
    expect(verify(hs512)).toBeNull();
  });

  it('refuses a changed payload, header or signature, and malformed tokens', async () => {
    const token = await signAccessToken(claims, secret, now);
    const [header, body, signature] = token.split('.') as [string, string, string];
    const admin = part({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), aud: 'admin' });
    expect(verify(`${header}.${admin}.${signature}`)).toBeNull();
    expect(verify(`${part({ alg: 'HS256' })}.${body}.${signature}`)).toBeNull();
    // The same signature bytes, spelt differently, or with padding: only the exact base64url counts.
    expect(verify(`${header}.${body}.${signature}=`)).toBeNull();
    expect(verify(`${header}.${body}.${signature.slice(0, -1)}`)).toBeNull();
    expect(verify(`${header}.${body}`)).toBeNull();
    expect(verify(`${token}.${signature}`)).toBeNull();
    expect(verify('')).toBeNull();
    expect(verify(handMade({ alg: 'HS256' }, ['not', 'an', 'object']))).toBeNull();
    const notJson = `${part({ alg: 'HS256' })}.${Buffer.from('{sub').toString('base64url')}`;
    expect(
      verify(`${notJson}.${createHmac('sha256', secret).update(notJson).digest('base64url')}`),
    ).toBeNull();
  });

  it('checks issuer, times, audience and the ids', () => {
    const refused = [
      { iss: 'elsewhere' },
      { iss: undefined },
      { exp: nowSeconds },
      { exp: undefined },
      { exp: String(nowSeconds + 60) },
      { iat: undefined },
      { iat: 'yesterday' },
      { nbf: nowSeconds + 1 },
      { nbf: 'soon' },
      { aud: ['client'] },
      { aud: 'superuser' },
      { aud: undefined },
      { sub: 'not-a-uuid' },
      { sid: undefined },
      { sid: 42 },
    ];
    for (const overrides of refused) {
      expect(verify(handMade({ alg: 'HS256' }, payload(overrides))), JSON.stringify(overrides)).toBeNull();
    }
    expect(verify(handMade({ alg: 'HS256' }, payload({ nbf: nowSeconds })))).toEqual(claims);
    expect(verify(handMade({ alg: 'HS256', typ: 'JWT' }, payload({ aud: 'designer' })))).toEqual({
      ...claims,
      role: 'designer',
    });
  });
});
