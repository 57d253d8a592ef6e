// User management for admins (list, approve designers, activate/deactivate) and admin accounts (CLI, first start).
import { randomBytes } from 'node:crypto';
import {
  type AdminUsersListOutput,
  type AdminUserView,
  type Language,
  type UserStatus,
  usersMessageKeys,
} from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { keysetPosition, nextKeysetCursor } from '../../db/keyset';
import type { DB, Executor } from '../../db/tables';
import { AppError } from '../../errors';
import { emit } from '../../events/events';
import type { Logger } from '../../logger';
import { hashPassword, revokeUserTokens, selectUserById, toSessionUser } from '../auth';
import { designerRatings } from '../orders';
import type { ServiceDeps } from '../service-deps';
import { designerApproved } from './users.events';
import {
  approveDesigner,
  insertStaffUser,
  lockAndFindAnyAdmin,
  selectAdminByEmail,
  selectUsersPage,
  setAdminPassword,
  setUserStatus,
} from './users.queries';

type UserRow = NonNullable<Awaited<ReturnType<typeof selectUserById>>>;

type RatingOf = Awaited<ReturnType<typeof designerRatings>>;

export function toAdminUserView(user: UserRow, ratingOf: RatingOf): AdminUserView {
  return {
    ...toSessionUser(user),
    lastLoginAt: user.last_login_at?.toISOString() ?? null,
    approvedAt: user.approved_at?.toISOString() ?? null,
    rating: user.role === 'designer' ? ratingOf(user.id) : null,
  };
}

export async function listUsers(
  deps: { db: Kysely<DB> },
  input: {
    role?: UserRow['role'] | undefined;
    status?: UserStatus | undefined;
    approved?: boolean | undefined;
    search?: string | undefined;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<AdminUsersListOutput> {
  const rows = await selectUsersPage(deps.db, {
    role: input.role,
    status: input.status,
    approved: input.approved,
    search: input.search || undefined,
    after: keysetPosition(input.cursor),
    limit: input.limit,
  });
  const page = rows.slice(0, input.limit);
  const ratingOf = await designerRatings(
    deps,
    page.filter((row) => row.role === 'designer').map((row) => row.id),
  );
  return {
    items: page.map((row) => toAdminUserView(row, ratingOf)),
    nextCursor: nextKeysetCursor(rows, input.limit),
  };
}

export type UsersDeps = ServiceDeps<'publicOrigin'>;

/** Approves a designer and tells them by e-mail (queued in the same transaction). Idempotent. */
export async function approve(deps: UsersDeps, userId: string): Promise<AdminUserView> {
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const current = await selectUserById(trx, userId);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.role !== 'designer') throw new AppError('CONFLICT', usersMessageKeys.notADesigner);
    if (current.approved) return current;
    const user = await approveDesigner(trx, userId, now);
    if (!user) throw new AppError('NOT_FOUND');
    await emit({ trx, now }, designerApproved, {
      email: user.email,
      language: user.preferred_language,
      name: user.display_name ?? user.first_name ?? user.email,
      link: `${deps.config.publicOrigin}/staff/designer`,
    });
    return user;
  });
  return toAdminUserView(result, await designerRatings(deps, [result.id]));
}

/** Activates or deactivates; deactivation revokes every refresh token (access tokens stop at once). */
export async function setStatus(
  deps: UsersDeps,
  actorId: string,
  userId: string,
  status: UserStatus,
): Promise<AdminUserView> {
  if (actorId === userId && status === 'inactive') {
    throw new AppError('CONFLICT', usersMessageKeys.cannotDeactivateSelf);
  }
  const now = deps.now();
  const user = await deps.db.transaction().execute(async (trx) => {
    const updated = await setUserStatus(trx, userId, status);
    if (!updated) throw new AppError('NOT_FOUND');
    if (status === 'inactive') await revokeUserTokens(trx, userId, now);
    return updated;
  });
  return toAdminUserView(user, await designerRatings(deps, [user.id]));
}

/** Creates an admin, or sets the password of an existing one (then reactivated). */
export async function upsertAdmin(
  db: Executor,
  input: { email: string; password: string; language?: Language },
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const existing = await selectAdminByEmail(db, input.email);
  if (existing) {
    await setAdminPassword(db, existing.id, passwordHash);
    return { id: existing.id, created: false };
  }
  const row = await insertStaffUser(db, {
    role: 'admin',
    email: input.email,
    passwordHash,
    displayName: 'Admin',
    approved: true,
    language: input.language ?? 'en',
    now,
  });
  return { id: row.id, created: true };
}

/**
 * The first admin on start: when no admin exists, from ADMIN_EMAIL/ADMIN_PASSWORD, else (development only)
 * generated and printed once on the console. Never regenerated while an admin exists. Serialised across
 * nodes by an advisory lock.
 */
export async function ensureFirstAdmin(
  deps: { db: Kysely<DB>; config: Pick<Config, 'initialAdmin' | 'nodeEnv' | 'port'>; log: Logger },
  print: (text: string) => void,
): Promise<{ created: boolean; email?: string }> {
  return deps.db.transaction().execute(async (trx) => {
    if (await lockAndFindAnyAdmin(trx)) return { created: false };
    const configured = deps.config.initialAdmin;
    if (configured) {
      await upsertAdmin(trx, configured);
      deps.log.info({ email: configured.email }, 'first admin created from ADMIN_EMAIL');
      return { created: true, email: configured.email };
    }
    if (deps.config.nodeEnv === 'production') {
      deps.log.warn('no admin exists: create one with `npm run admin:create -- --email … --password …`');
      return { created: false };
    }
    const email = 'admin@photoedit.localhost';
    const password = randomBytes(12).toString('base64url');
    await upsertAdmin(trx, { email, password });
    const origin = `http://admin.localhost:${deps.config.port}`;
    const lines = [
      'First admin account (shown once; development only):',
      `  sign in at  ${origin}/staff/admin/login`,
      `  e-mail      ${email}`,
      `  password    ${password}`,
      'Create more with: npm run admin:create -- --email you@example.com --password …',
    ];
    const width = Math.max(...lines.map((line) => line.length)) + 2;
    print(
      [
        `┌${'─'.repeat(width)}┐`,
        ...lines.map((line) => `│ ${line.padEnd(width - 1)}│`),
        `└${'─'.repeat(width)}┘`,
        '',
      ].join('\n'),
    );
    return { created: true, email };
  });
}
