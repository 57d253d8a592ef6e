// Who sent this request: the Bearer access token, checked against the database on every request (one
// primary-key lookup), so deactivating a user or changing their role cuts off their tokens at once.
import type { Role, UserStatus } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { AppError } from '../../errors';
import { selectAuthState } from './auth.queries';
import { accessTokenExpiry, verifyAccessToken } from './auth.tokens';

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

/** The signed-in account's row, as the authentication read it (auth.me answers from it). */
export type AuthAccount = Omit<NonNullable<Awaited<ReturnType<typeof selectAuthState>>>, 'session_open'>;

/** What a request's Authorization header proves: nothing sent, a token that fails, or an active user. */
export type Authentication =
  | { kind: 'anonymous' }
  | { kind: 'invalid' }
  | { kind: 'user'; user: AuthUser; account: AuthAccount; expiresAt: Date; sessionId: string };

/**
 * Checks the Bearer token: signature, algorithm, expiry, audience = the account's role, the account active,
 * and its sign-in session (refresh-token family) not ended by logout, reuse or deactivation.
 */
export async function authenticateBearer(
  req: { headers: { authorization?: string | undefined } },
  deps: AuthenticateDeps,
): Promise<Authentication> {
  if (!req.headers.authorization) return { kind: 'anonymous' };
  const token = bearerToken(req.headers);
  if (!token) return { kind: 'invalid' };
  const claims = verifyAccessToken(token, deps.config.jwtSecret, deps.now?.() ?? new Date());
  if (!claims) return { kind: 'invalid' };
  const state = await selectAuthState(deps.db, claims.userId, claims.sessionId);
  if (!state || state.role !== claims.role || state.status !== 'active' || !state.session_open) {
    return { kind: 'invalid' };
  }
  const { session_open: _open, ...account } = state;
  return {
    kind: 'user',
    user: {
      id: account.id,
      role: account.role,
      approved: account.role === 'designer' ? account.approved : true,
      status: account.status,
    },
    account,
    expiresAt: accessTokenExpiry(token),
    sessionId: claims.sessionId,
  };
}

/** RFC 6750 §3: what a 401 for a token that was sent but refused carries, so the browser refreshes and retries. */
export const invalidTokenChallenge = { 'www-authenticate': 'Bearer error="invalid_token"' } as const;

/** RFC 6750 §3: a request that sent no credentials is told which scheme to use, with no error code. */
export const signInChallenge = { 'www-authenticate': 'Bearer realm="photoedit"' } as const;

/** 401 for a request that needs a signed-in user and sent no token. */
export const signInRequired = () => new AppError('UNAUTHENTICATED', undefined, { headers: signInChallenge });

/** 401 for a Bearer token that was sent and failed (REST routes; tRPC answers its 401 in the procedure ladder). */
export const invalidToken = () =>
  new AppError('UNAUTHENTICATED', 'errors.UNAUTHENTICATED', {
    message: 'The access token is invalid or expired.',
    headers: invalidTokenChallenge,
  });

/**
 * The active user of a request's Bearer token, null when none was sent; a token that was sent and fails
 * (invalid, expired, wrong audience, unknown or deactivated user, logged out) is a 401 with the challenge.
 */
export async function authenticateRequest(
  req: { headers: { authorization?: string | undefined } },
  deps: AuthenticateDeps,
): Promise<AuthUser | null> {
  const authentication = await authenticateBearer(req, deps);
  if (authentication.kind === 'invalid') throw invalidToken();
  return authentication.kind === 'user' ? authentication.user : null;
}
