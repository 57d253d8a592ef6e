// The key of an HMAC secret (access tokens, signed addresses), made once per secret: node:crypto would otherwise
// prepare the raw key again for every HMAC.
import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

export function hmacKey(secret: string): KeyObject {
  const known = keys.get(secret);
  if (known) return known;
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  keys.set(secret, key);
  return key;
}
