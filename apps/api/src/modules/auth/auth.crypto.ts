// The secrets of identity: password hashing (scrypt), random tokens, their stored hashes, and access-code hashes.
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { accessCodeLength } from '@photoedit/contracts';

/**
 * scrypt cost: N=2^15, r=8, p=1 (32 MiB, ~50–100 ms here), above the RFC 7914 interactive recommendation.
 * Parameters are stored with each hash, so raising them later only affects new hashes.
 */
const scryptParams = { N: 2 ** 15, r: 8, p: 1 } as const;
const scryptKeyLength = 32;

function scryptAsync(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      scryptKeyLength,
      { ...params, maxmem: 128 * params.N * params.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, scryptParams);
  const { N, r, p } = scryptParams;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash computed once, compared against when no account matches, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

/** A random bearer secret for links and refresh tokens (256 bits, base64url). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** How refresh and auto-login tokens are stored: their SHA-256 (they are high-entropy, so no salt needed). */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** A uniformly random 6-digit code, leading zeros kept. */
export const randomAccessCode = () =>
  randomInt(0, 10 ** accessCodeLength)
    .toString()
    .padStart(accessCodeLength, '0');

/** The access-code pepper: derived from the JWT secret with its own label, never stored in the database. */
export const accessCodePepper = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('photoedit access-code pepper v1').digest();

/** HMAC of (e-mail, code) under the pepper: a stolen table cannot be brute-forced offline without it. */
export const accessCodeHash = (pepper: Buffer, email: string, code: string) =>
  createHmac('sha256', pepper).update(`${email.toLowerCase()}\n${code}`).digest();

export const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);
