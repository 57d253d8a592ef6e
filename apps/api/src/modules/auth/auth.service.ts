// The rules of identity, shared by the tRPC procedures and the REST routes: sessions (access + refresh
// tokens), staff login and designer registration. Client access codes and links: auth.client-sign-in.ts.
import { randomUUID } from 'node:crypto';
import {
  type AuthResponse,
  authMessageKeys,
  type LoginInput,
  type RefreshResponse,
  type RegisterInput,
  type Role,
  refreshTokenAbsoluteLifetimeMs,
  type SessionUser,
} from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { ServiceDeps } from '../service-deps';
import { dummyPasswordHash, hashPassword, randomToken, tokenHash, verifyPassword } from './auth.crypto';
import {
  insertDesigner,
  insertRefreshToken,
  revokeFamilies,
  selectRefreshToken,
  selectTokenFamilies,
  selectUserById,
  selectUserWithPassword,
  spendRefreshToken,
  touchLastLogin,
  type userColumns,
} from './auth.queries';
import { signAccessToken } from './auth.tokens';
import { claimLoginAttempt, clearLoginFailures, recordLoginFailure } from './login-throttle';

export interface AuthDeps extends ServiceDeps<'jwtSecret' | 'publicOrigin'> {
  log: Logger;
}

/** Who is asking: for rate limits and the refresh token's user agent. */
export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/**
 * A spent refresh token presented again within this window is treated as a concurrent refresh (two tabs)
 * and refused without revoking the family; later, as theft: the whole family is revoked.
 */
export const refreshReuseGraceMs = 5_000;

type UserRow = Pick<Awaited<ReturnType<typeof selectUserById>> & object, (typeof userColumns)[number]>;

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    role: user.role,
    email: user.email,
    displayName: user.display_name,
    firstName: user.first_name,
    lastName: user.last_name,
    status: user.status,
    approved: user.role === 'designer' ? user.approved : true,
    language: user.preferred_language,
    createdAt: user.created_at.toISOString(),
  };
}

/** A new refresh-token family and an access token for the user. */
export async function createSession(
  db: Executor,
  deps: { config: { jwtSecret: string } },
  user: UserRow,
  now: Date,
  meta: RequestMeta | undefined,
): Promise<AuthResponse> {
  const refreshToken = randomToken();
  const familyId = randomUUID();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    hash: tokenHash(refreshToken),
    expiresAt: new Date(now.getTime() + refreshTokenAbsoluteLifetimeMs),
    now,
    userAgent: meta?.userAgent?.slice(0, 500) ?? null,
  });
  await touchLastLogin(db, user.id, now);
  const accessToken = await signAccessToken(
    { userId: user.id, role: user.role, sessionId: familyId },
    deps.config.jwtSecret,
    now,
  );
  return { access_token: accessToken, refresh_token: refreshToken, user: toSessionUser(user) };
}

const invalidCredentials = () => new AppError('UNAUTHENTICATED', authMessageKeys.invalidCredentials);
export const accountInactive = () => new AppError('FORBIDDEN', authMessageKeys.accountInactive);

/** Staff login (designer or admin). Without a role: the admin account first, then the designer one. */
export async function login(deps: AuthDeps, input: LoginInput, meta: RequestMeta): Promise<AuthResponse> {
  // Per account, across addresses (the per-IP limits are counted before this): see login-throttle.ts.
  await claimLoginAttempt(deps.db, input.email, deps.now());
  const roles: Role[] = input.role ? [input.role] : ['admin', 'designer'];
  for (const role of roles) {
    const user = await selectUserWithPassword(deps.db, role, input.email);
    // Always one scrypt per candidate role, account or not, so timing does not reveal which e-mails exist.
    const matches = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user?.password_hash || !matches) continue;
    await clearLoginFailures(deps.db, input.email);
    if (user.status !== 'active') throw accountInactive();
    return createSession(deps.db, deps, user, deps.now(), meta);
  }
  await recordLoginFailure(deps.db, input.email, deps.now());
  throw invalidCredentials();
}

/** Designer self-registration: active, not approved, signed in at once. */
export async function registerDesigner(
  deps: AuthDeps,
  input: RegisterInput,
  meta: RequestMeta,
): Promise<AuthResponse> {
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const user = await insertDesigner(trx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      displayName: input.displayName,
      passwordHash,
      language: input.language,
      now,
    });
    if (!user) throw new AppError('CONFLICT', authMessageKeys.emailTaken);
    return createSession(trx, deps, user, now, meta);
  });
}

/** Rotates a refresh token: single use; a replay after the grace window revokes the whole family. */
export async function refresh(
  deps: AuthDeps,
  refreshToken: string,
  meta: RequestMeta,
): Promise<RefreshResponse> {
  const now = deps.now();
  const hash = tokenHash(refreshToken);
  const expired = () => new AppError('UNAUTHENTICATED', authMessageKeys.sessionExpired);
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const spent = await spendRefreshToken(trx, hash, now);
      if (!spent) {
        const known = await selectRefreshToken(trx, hash);
        if (
          known?.used_at &&
          !known.revoked_at &&
          now.getTime() - known.used_at.getTime() > refreshReuseGraceMs
        ) {
          await revokeFamilies(trx, [known.family_id], now);
          deps.log.warn(
            { familyId: known.family_id, userId: known.user_id },
            'refresh token reused: family revoked',
          );
          // Commit the revocation, then refuse.
          return null;
        }
        throw expired();
      }
      const user = await selectUserById(trx, spent.user_id);
      if (user?.status !== 'active') {
        await revokeFamilies(trx, [spent.family_id], now);
        return null;
      }
      const next = randomToken();
      await insertRefreshToken(trx, {
        userId: user.id,
        familyId: spent.family_id,
        hash: tokenHash(next),
        // The family's absolute lifetime is kept: rotation never extends it.
        expiresAt: spent.expires_at,
        now,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      const accessToken = await signAccessToken(
        { userId: user.id, role: user.role, sessionId: spent.family_id },
        deps.config.jwtSecret,
        now,
      );
      return { access_token: accessToken, refresh_token: next };
    })
    .then((result) => {
      if (!result) throw expired();
      return result;
    });
}

/** Revokes the families of the given refresh tokens (whatever their state). Unknown tokens are ignored. */
export async function logout(deps: AuthDeps, refreshTokens: string[]): Promise<void> {
  const now = deps.now();
  const families = await selectTokenFamilies(
    deps.db,
    refreshTokens.map((token) => tokenHash(token)),
  );
  await revokeFamilies(deps.db, families, now);
}
