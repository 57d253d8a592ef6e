// Signed addresses: the signature is HMAC-SHA256(secret, "<grant>:<exp>"), the same whether it was computed or
// remembered, never another secret's, and verified in constant time until it expires.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signGrant, verifyGrant } from './signed-address';

const now = new Date('2026-11-26T08:00:00Z');
const hmac = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('base64url');

describe('signed addresses', () => {
  it('signs HMAC-SHA256(secret, "grant:exp"), with the expiry rounded up to 15 minutes', () => {
    const signed = signGrant('first secret', 'media:a:thumbnail', now, 3600);
    expect(signed.exp % 900).toBe(0);
    expect(signed.exp).toBeGreaterThanOrEqual(now.getTime() / 1000 + 3600);
    expect(signed.sig).toBe(hmac('first secret', `media:a:thumbnail:${signed.exp}`));
    expect(signed.expiresAt).toEqual(new Date(signed.exp * 1000));
  });

  it('gives the same signature again, and each secret its own', () => {
    const first = signGrant('first secret', 'media:b:preview', now, 3600);
    expect(signGrant('first secret', 'media:b:preview', now, 3600)).toEqual(first);
    const other = signGrant('second secret', 'media:b:preview', now, 3600);
    expect(other.exp).toBe(first.exp);
    expect(other.sig).toBe(hmac('second secret', `media:b:preview:${other.exp}`));
    expect(other.sig).not.toBe(first.sig);
  });

  it('still signs correctly after remembering more signatures than it keeps', () => {
    for (let index = 0; index < 20_050; index++)
      signGrant('first secret', `media:${index}:thumbnail`, now, 60);
    const signed = signGrant('first secret', 'media:0:thumbnail', now, 60);
    expect(signed.sig).toBe(hmac('first secret', `media:0:thumbnail:${signed.exp}`));
  });

  it('verifies its own signatures until they expire, and nothing else', () => {
    const signed = signGrant('first secret', 'media:c:original', now, 60);
    const exp = String(signed.exp);
    expect(verifyGrant('first secret', 'media:c:original', exp, signed.sig, now)).toBe(true);
    expect(verifyGrant('second secret', 'media:c:original', exp, signed.sig, now)).toBe(false);
    expect(verifyGrant('first secret', 'media:c:preview', exp, signed.sig, now)).toBe(false);
    expect(verifyGrant('first secret', 'media:c:original', exp, signed.sig, signed.expiresAt)).toBe(false);
  });
});
