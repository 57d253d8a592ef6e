// SQL of identity: users by role and e-mail, refresh-token families, access codes, auto-login tokens.
import type { Language, Role } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import type { DB, Executor } from '../../db/tables';

export const userColumns = [
  'id',
  'role',
  'email',
  'status',
  'approved',
  'approved_at',
  'display_name',
  'first_name',
  'last_name',
  'preferred_language',
  'last_login_at',
  'created_at',
] as const;

export const selectUserById = (db: Executor, id: string) =>
  db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();

export const selectUserWithPassword = (db: Executor, role: Role, email: string) =>
  db
    .selectFrom('users')
    .select([...userColumns, 'password_hash'])
    .where('role', '=', role)
    .where('email', '=', email)
    .executeTakeFirst();

/**
 * The account of an access token and whether its sign-in session is still open (not logged out or revoked): what
 * authenticating a request needs, in one primary-key lookup. The account's other columns come along (same row), so
 * auth.me answers without a second query.
 */
export const selectAuthState = (db: Executor, id: string, sessionId: string) =>
  db
    .selectFrom('users')
    .select(userColumns)
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens as t')
            .select('t.id')
            .where('t.family_id', '=', sessionId)
            .whereRef('t.user_id', '=', 'users.id')
            .where('t.revoked_at', 'is', null),
        )
        .as('session_open'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();

export const touchLastLogin = (db: Executor, id: string, now: Date) =>
  db.updateTable('users').set({ last_login_at: now }).where('id', '=', id).execute();

export const insertRefreshToken = (
  db: Executor,
  row: {
    userId: string;
    familyId: string;
    hash: Buffer;
    expiresAt: Date;
    now: Date;
    userAgent: string | null;
  },
) =>
  db
    .insertInto('refresh_tokens')
    .values({
      user_id: row.userId,
      family_id: row.familyId,
      token_hash: row.hash,
      expires_at: row.expiresAt,
      created_at: row.now,
      user_agent: row.userAgent,
    })
    .execute();

/** Spends a live token: exactly one of several concurrent callers gets the row. */
export const spendRefreshToken = (db: Executor, hash: Buffer, now: Date) =>
  db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'user_id', 'family_id', 'expires_at'])
    .executeTakeFirst();

export const selectRefreshToken = (db: Executor, hash: Buffer) =>
  db
    .selectFrom('refresh_tokens')
    .select(['id', 'user_id', 'family_id', 'used_at', 'revoked_at', 'expires_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();

export const revokeFamilies = (db: Executor, familyIds: string[], now: Date) =>
  familyIds.length === 0
    ? Promise.resolve()
    : db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', 'in', familyIds)
        .where('revoked_at', 'is', null)
        .execute()
        .then(() => undefined);

export const revokeUserTokens = (db: Executor, userId: string, now: Date) =>
  db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();

/** One row per e-mail: a new code replaces the previous one (only the latest is valid). */
export const upsertAccessCode = (db: Executor, email: string, hash: Buffer, now: Date, expiresAt: Date) =>
  db
    .insertInto('access_codes')
    .values({ email, code_hash: hash, created_at: now, expires_at: expiresAt, attempts: 0 })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        code_hash: hash,
        created_at: now,
        expires_at: expiresAt,
        attempts: 0,
        consumed_at: null,
      }),
    )
    .execute();

export const lockAccessCode = (db: Transaction<DB>, email: string) =>
  db
    .selectFrom('access_codes')
    .select(['id', 'code_hash', 'expires_at', 'attempts', 'consumed_at'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();

export const insertAutoLoginToken = (
  db: Executor,
  userId: string,
  hash: Buffer,
  now: Date,
  expiresAt: Date,
) =>
  db
    .insertInto('auto_login_tokens')
    .values({ user_id: userId, token_hash: hash, created_at: now, expires_at: expiresAt })
    .execute();

export const consumeAutoLoginToken = (db: Executor, hash: Buffer, now: Date) =>
  db
    .updateTable('auto_login_tokens')
    .set({ consumed_at: now })
    .where('token_hash', '=', hash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id'])
    .executeTakeFirst();

/** The client account of an e-mail, with what an access code request needs of it. */
export const selectClientByEmail = (db: Executor, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'status', 'preferred_language'])
    .where('role', '=', 'client')
    .where('email', '=', email)
    .executeTakeFirst();

export const setPreferredLanguage = (db: Executor, userId: string, language: Language) =>
  db.updateTable('users').set({ preferred_language: language }).where('id', '=', userId).execute();

/** A self-registered designer (not approved); undefined when the e-mail already has a designer account. */
export const insertDesigner = (
  db: Executor,
  designer: {
    email: string;
    firstName: string;
    lastName: string;
    displayName: string;
    passwordHash: string;
    language: Language;
    now: Date;
  },
) =>
  db
    .insertInto('users')
    .values({
      role: 'designer',
      email: designer.email,
      first_name: designer.firstName,
      last_name: designer.lastName,
      display_name: designer.displayName,
      password_hash: designer.passwordHash,
      preferred_language: designer.language,
      approved: false,
      created_at: designer.now,
    })
    .onConflict((oc) => oc.columns(['role', 'email']).doNothing())
    .returning(userColumns)
    .executeTakeFirst();

/** The families of these refresh tokens (whatever their state), each once. */
export const selectTokenFamilies = async (db: Executor, hashes: Buffer[]) =>
  hashes.length === 0
    ? []
    : [
        ...new Set(
          (
            await db
              .selectFrom('refresh_tokens')
              .select('family_id')
              .where('token_hash', 'in', hashes)
              .execute()
          ).map((row) => row.family_id),
        ),
      ];

/** The order's one handover token (a second one for the same order is not written). */
export const insertOrderHandover = (
  db: Executor,
  token: { id: string; userId: string; orderId: string; hash: Buffer; now: Date; expiresAt: Date },
) =>
  db
    .insertInto('auto_login_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      order_id: token.orderId,
      token_hash: token.hash,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .onConflict((conflict) => conflict.column('order_id').where('order_id', 'is not', null).doNothing())
    .execute();

export const selectPendingHandover = (db: Executor, orderId: string, now: Date) =>
  db
    .selectFrom('auto_login_tokens')
    .select('id')
    .where('order_id', '=', orderId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

export const countFailedAttempt = (db: Executor, codeId: string, attempts: number) =>
  db.updateTable('access_codes').set({ attempts }).where('id', '=', codeId).execute();

export const consumeAccessCode = (db: Executor, codeId: string, now: Date) =>
  db.updateTable('access_codes').set({ consumed_at: now }).where('id', '=', codeId).execute();

/** The client account of an e-mail, as a session shows it. */
export const selectClientUser = (db: Executor, email: string) =>
  db
    .selectFrom('users')
    .select(userColumns)
    .where('role', '=', 'client')
    .where('email', '=', email)
    .executeTakeFirst();

/** A new client account (approved: clients need no approval); undefined when the e-mail has one already. */
export const insertClient = (
  db: Executor,
  email: string,
  details: Partial<Record<'firstName' | 'lastName' | 'displayName' | 'phone' | 'company', string | null>>,
  language: Language,
  now: Date,
) =>
  db
    .insertInto('users')
    .values({
      role: 'client',
      email,
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
