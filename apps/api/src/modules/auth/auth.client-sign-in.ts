import {
  type AccessCodeRequestInput,
  type AccessCodeVerifyInput,
  type AuthResponse,
  accessCodeMaxAttempts,
  accessCodeTtlMs,
  authMessageKeys,
  autoLoginTokenTtlMs,
  type Language,
  type SessionUser,
} from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { AppError } from '../../errors';
import { emit } from '../../events/events';
import {
  accessCodeHash,
  accessCodePepper,
  randomAccessCode,
  randomToken,
  sameBytes,
  tokenHash,
} from './auth.crypto';
import { accessCodeRequested } from './auth.events';
import {
  consumeAccessCode,
  consumeAutoLoginToken,
  countFailedAttempt,
  insertAutoLoginToken,
  insertClient,
  lockAccessCode,
  selectClientByEmail,
  selectClientUser,
  selectUserById,
  setPreferredLanguage,
  upsertAccessCode,
} from './auth.queries';

import {
  type AuthDeps,
  accountInactive,
  createSession,
  type RequestMeta,
  toSessionUser,
} from './auth.service';

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
    const client = await selectClientByEmail(trx, input.email);
    if (client?.status !== 'active') return;
    const link = await issueAutoLoginLink(trx, deps, client.id, now);
    // The language the client asked in now; their stored preference is updated to it.
    await emit({ trx, now }, accessCodeRequested, {
      email: client.email,
      language: input.language,
      code,
      link,
      // A code that arrives after it expired is worse than none: such a mail is not sent at all.
      expiresAt: new Date(now.getTime() + accessCodeTtlMs),
    });
    if (client.preferred_language !== input.language) {
      await setPreferredLanguage(trx, client.id, input.language);
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
      await countFailedAttempt(trx, row.id, row.attempts + 1);
      return { ok: false as const };
    }
    await consumeAccessCode(trx, row.id, now);
    const client = await selectClientUser(trx, input.email);
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
  const inserted = await insertClient(db, email.trim(), details, language, now);
  if (inserted) return { user: toSessionUser(inserted), created: true };
  const existing = await selectClientUser(db, email.trim());
  if (!existing) throw new Error(`the client ${email} was neither inserted nor found`);
  return { user: toSessionUser(existing), created: false };
}
