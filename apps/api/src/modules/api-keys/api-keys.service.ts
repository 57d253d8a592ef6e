// API keys (issue 36): made, listed and revoked by a client for their account (a team's by its owner and orderers,
// under the owner's account), seen and revoked by admins, and checked on every REST v1 call. The secret is shown once;
// only its SHA-256 is kept, with a visible prefix. A key's last use is written at most once a minute.
import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminApiKey,
  type ApiKeyCreated,
  type ApiKeyView,
  apiKeyMessageKeys,
  apiKeyRules,
} from '@photoedit/contracts';
import { AppError } from '../../errors';
import type { PlainServiceDeps } from '../service-deps';
import { orderingAccountFor } from '../teams';
import {
  countActiveKeys,
  insertKey,
  type KeyRow,
  revokeKey,
  selectAccountKeys,
  selectActiveKey,
  selectAllKeys,
  touchKey,
} from './api-keys.queries';

const k = apiKeyMessageKeys;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest();
const touchEveryMs = 60_000;

const toView = (row: KeyRow): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.can_write ? ['read', 'write'] : ['read'],
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

export async function keysOf(deps: Pick<PlainServiceDeps, 'db'>, userId: string): Promise<ApiKeyView[]> {
  const account = await orderingAccountFor(deps.db, userId, k.forbidden);
  return (await selectAccountKeys(deps.db, account)).map(toView);
}

export async function createKey(
  deps: PlainServiceDeps,
  userId: string,
  input: { name: string; write: boolean },
): Promise<ApiKeyCreated> {
  const account = await orderingAccountFor(deps.db, userId, k.forbidden);
  if ((await countActiveKeys(deps.db, account)) >= apiKeyRules.maxActiveKeys) {
    throw new AppError('CONFLICT', k.tooManyKeys);
  }
  const secret = `${apiKeyRules.secretPrefix}${randomBytes(30).toString('base64url')}`;
  const row = await insertKey(deps.db, {
    accountId: account,
    createdBy: userId,
    name: input.name,
    prefix: secret.slice(0, apiKeyRules.secretPrefix.length + 8),
    secretHash: hashOf(secret),
    canWrite: input.write,
    now: deps.now(),
  });
  return { key: toView(row), secret };
}

export async function revokeOwnKey(
  deps: PlainServiceDeps,
  userId: string,
  keyId: string,
): Promise<ApiKeyView> {
  const account = await orderingAccountFor(deps.db, userId, k.forbidden);
  const row = await revokeKey(deps.db, keyId, account, userId, deps.now());
  if (!row) throw new AppError('NOT_FOUND', k.keyNotFound);
  return toView(row);
}

export async function allKeys(deps: Pick<PlainServiceDeps, 'db'>): Promise<AdminApiKey[]> {
  return (await selectAllKeys(deps.db)).map((row) => ({ ...toView(row), accountEmail: row.email }));
}

export async function revokeAnyKey(
  deps: PlainServiceDeps,
  adminId: string,
  keyId: string,
): Promise<ApiKeyView> {
  const row = await revokeKey(deps.db, keyId, null, adminId, deps.now());
  if (!row) throw new AppError('NOT_FOUND', k.keyNotFound);
  return toView(row);
}

/** The account an `Authorization: Bearer pe_…` header acts for, or null (no key, unknown, revoked). */
export async function authenticateKey(
  deps: PlainServiceDeps,
  authorization: string | undefined,
): Promise<{ keyId: string; accountId: string; canWrite: boolean } | null> {
  const secret = /^Bearer (pe_[A-Za-z0-9_-]{40})$/.exec(authorization ?? '')?.[1];
  if (!secret) return null;
  const key = await selectActiveKey(deps.db, hashOf(secret));
  if (!key) return null;
  const now = deps.now();
  if (!key.last_used_at || now.getTime() - key.last_used_at.getTime() >= touchEveryMs) {
    await touchKey(deps.db, key.id, now);
  }
  return { keyId: key.id, accountId: key.account_id, canWrite: key.can_write };
}
