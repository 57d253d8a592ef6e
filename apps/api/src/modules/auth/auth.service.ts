// The rules of identity, shared by the tRPC procedures and the REST routes: sessions (access + refresh
// tokens), staff login, designer registration, client access codes and auto-login links.
import { randomUUID } from 'node:crypto';
import {
  type AccessCodeRequestInput,
  type AccessCodeVerifyInput,
  type AuthResponse,
  accessCodeMaxAttempts,
  accessCodeTtlMs,
  authMessageKeys,
  autoLoginTokenTtlMs,
  type Language,
  type LoginInput,
  type RefreshResponse,
  type RegisterInput,
  type Role,
  refreshTokenAbsoluteLifetimeMs,
  type SessionUser,
} from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB, Executor } from '../../db/tables';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { accessCodeMail, enqueueMail, signInLinkMail } from '../mail';
import {
  accessCodeHash,
  accessCodePepper,
  dummyPasswordHash,
  hashPassword,
  randomAccessCode,
  randomToken,
  sameBytes,
  tokenHash,
  verifyPassword,
} from './auth.crypto';
import {
  consumeAutoLoginToken,
  insertAutoLoginToken,
  insertRefreshToken,
  lockAccessCode,
  revokeFamilies,
  selectRefreshToken,
  selectUserById,
  selectUserWithPassword,
  spendRefreshToken,
  touchLastLogin,
  upsertAccessCode,
  userColumns,
} from './auth.queries';
import { signAccessToken } from './auth.tokens';
import { claimLoginAttempt, clearLoginFailures, recordLoginFailure } from './login-throttle';

export interface AuthDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'jwtSecret' | 'publicOrigin'>;
  now: () => Date;
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
const accountInactive = () => new AppError('FORBIDDEN', authMessageKeys.accountInactive);

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
    const user = await trx
      .insertInto('users')
      .values({
        role: 'designer',
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        display_name: input.displayName,
        password_hash: passwordHash,
        preferred_language: input.language,
        approved: false,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['role', 'email']).doNothing())
      .returning(userColumns)
      .executeTakeFirst();
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
  const families = await deps.db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where(
      'token_hash',
      'in',
      refreshTokens.map((token) => tokenHash(token)),
    )
    .execute();
  await revokeFamilies(deps.db, [...new Set(families.map((row) => row.family_id))], now);
}

/** A one-click sign-in link for a client (also used by the ordering issue after payment). */
export async function issueAutoLoginLink(
  db: Executor,
  deps: Pick<AuthDeps, 'config'>,
  userId: string,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await insertAutoLoginToken(
    db,
    userId,
    tokenHash(token),
    now,
    new Date(now.getTime() + autoLoginTokenTtlMs),
  );
  return `${deps.config.publicOrigin}/auth/auto-login?token=${token}`;
}

/** Queues the sign-in link mail for a client in the same transaction as the caller's change. */
export async function queueSignInLinkMail(
  db: Executor,
  deps: Pick<AuthDeps, 'config'>,
  user: { id: string; email: string; preferred_language: Language },
  now: Date,
): Promise<void> {
  const link = await issueAutoLoginLink(db, deps, user.id, now);
  await enqueueMail(
    db,
    {
      ...signInLinkMail(user.preferred_language, { link, origin: deps.config.publicOrigin }),
      to: user.email,
      language: user.preferred_language,
      expiresAt: new Date(now.getTime() + autoLoginTokenTtlMs),
    },
    now,
  );
}

/**
 * Sends a 6-digit code (and a sign-in link) to a known, active client. The answer is the same for any
 * e-mail and the same work is done (a code row is written either way); only a known client gets mail.
 */
export async function requestAccessCode(
  deps: AuthDeps,
  input: AccessCodeRequestInput,
): Promise<{ sent: true }> {
  const now = deps.now();
  const code = randomAccessCode();
  const pepper = accessCodePepper(deps.config.jwtSecret);
  await deps.db.transaction().execute(async (trx) => {
    await upsertAccessCode(
      trx,
      input.email,
      accessCodeHash(pepper, input.email, code),
      now,
      new Date(now.getTime() + accessCodeTtlMs),
    );
    const client = await trx
      .selectFrom('users')
      .select(['id', 'email', 'status', 'preferred_language'])
      .where('role', '=', 'client')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (client?.status !== 'active') return;
    const link = await issueAutoLoginLink(trx, deps, client.id, now);
    // The language the client asked in now; their stored preference is updated to it.
    await enqueueMail(
      trx,
      {
        ...accessCodeMail(input.language, { code, link }),
        to: client.email,
        language: input.language,
        // A code that arrives after it expired is worse than none: such a mail is not sent at all.
        expiresAt: new Date(now.getTime() + accessCodeTtlMs),
      },
      now,
    );
    if (client.preferred_language !== input.language) {
      await trx
        .updateTable('users')
        .set({ preferred_language: input.language })
        .where('id', '=', client.id)
        .execute();
    }
  });
  return { sent: true };
}

/** Exchanges a code for a session: wrong guesses count, the code is burned after the limit or on use. */
export async function verifyAccessCode(
  deps: AuthDeps,
  input: AccessCodeVerifyInput,
  meta: RequestMeta,
): Promise<AuthResponse> {
  const now = deps.now();
  const pepper = accessCodePepper(deps.config.jwtSecret);
  const invalid = () => new AppError('UNAUTHENTICATED', authMessageKeys.invalidAccessCode);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await lockAccessCode(trx, input.email);
    if (!row || row.consumed_at || row.expires_at <= now || row.attempts >= accessCodeMaxAttempts) {
      return { ok: false as const };
    }
    if (!sameBytes(row.code_hash, accessCodeHash(pepper, input.email, input.code))) {
      // The failed attempt is committed; the caller gets the error after the commit.
      await trx
        .updateTable('access_codes')
        .set({ attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .execute();
      return { ok: false as const };
    }
    await trx.updateTable('access_codes').set({ consumed_at: now }).where('id', '=', row.id).execute();
    const client = await trx
      .selectFrom('users')
      .select(userColumns)
      .where('role', '=', 'client')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (!client) return { ok: false as const };
    if (client.status !== 'active') return { ok: false as const, inactive: true };
    return { ok: true as const, session: await createSession(trx, deps, client, now, meta) };
  });
  if (outcome.ok) return outcome.session;
  if ('inactive' in outcome) throw accountInactive();
  throw invalid();
}

/** Exchanges a one-time auto-login token for a session. */
export async function autoLogin(deps: AuthDeps, token: string, meta: RequestMeta): Promise<AuthResponse> {
  const now = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const consumed = await consumeAutoLoginToken(trx, tokenHash(token), now);
    if (!consumed) return undefined;
    const user = await selectUserById(trx, consumed.user_id);
    if (!user) return undefined;
    if (user.status !== 'active') return 'inactive' as const;
    return createSession(trx, deps, user, now, meta);
  });
  if (outcome === 'inactive') throw accountInactive();
  if (!outcome) throw new AppError('UNAUTHENTICATED', authMessageKeys.invalidAutoLoginLink);
  return outcome;
}

export async function me(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<SessionUser> {
  const user = await selectUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return toSessionUser(user);
}

export interface ClientDetails {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  phone?: string | null;
  company?: string | null;
}

/**
 * The client account of an e-mail, created if missing (for the ordering issue: called in the payment's
 * transaction). An existing client's details are not overwritten.
 */
export async function findOrCreateClient(
  db: Executor,
  email: string,
  details: ClientDetails,
  language: Language,
  now: Date,
): Promise<{ user: SessionUser; created: boolean }> {
  const inserted = await db
    .insertInto('users')
    .values({
      role: 'client',
      email: email.trim(),
      first_name: details.firstName ?? null,
      last_name: details.lastName ?? null,
      display_name: details.displayName ?? null,
      phone: details.phone ?? null,
      company: details.company ?? null,
      preferred_language: language,
      approved: true,
      approved_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['role', 'email']).doNothing())
    .returning(userColumns)
    .executeTakeFirst();
  if (inserted) return { user: toSessionUser(inserted), created: true };
  const existing = await db
    .selectFrom('users')
    .select(userColumns)
    .where('role', '=', 'client')
    .where('email', '=', email.trim())
    .executeTakeFirstOrThrow();
  return { user: toSessionUser(existing), created: false };
}
