// Who sent this request: the Bearer access token, checked against the database on every request (one
// primary-key lookup), so deactivating a user or changing their role cuts off their tokens at once.
import type { Role, UserStatus } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { selectAuthState } from './auth.queries';
import { verifyAccessToken } from './auth.tokens';

export interface AuthUser {
  id: string;
  role: Role;
  approved: boolean;
  status: UserStatus;
}

export interface AuthenticateDeps {
  db: Kysely<DB>;
  config: { jwtSecret: string };
  now?: () => Date;
}

export function bearerToken(headers: { authorization?: string | undefined }): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/i.exec(headers.authorization?.trim() ?? '');
  return match?.[1];
}

/**
 * The active user of a request's Bearer token, or null (no token, invalid, expired, wrong audience,
 * unknown or deactivated user). For REST routes (e.g. media); tRPC puts the same into `ctx.user`.
 */
export async function authenticateRequest(
  req: { headers: { authorization?: string | undefined } },
  deps: AuthenticateDeps,
): Promise<AuthUser | null> {
  const token = bearerToken(req.headers);
  if (!token) return null;
  const claims = await verifyAccessToken(token, deps.config.jwtSecret, deps.now?.() ?? new Date());
  if (!claims) return null;
  if (!/^[0-9a-f-]{36}$/i.test(claims.userId)) return null;
  const user = await selectAuthState(deps.db, claims.userId);
  // The token's audience must still be the account's role, and the account must be active.
  if (!user || user.role !== claims.role || user.status !== 'active') return null;
  return {
    id: user.id,
    role: user.role,
    approved: user.role === 'designer' ? user.approved : true,
    status: user.status,
  };
}
