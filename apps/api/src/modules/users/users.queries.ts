// SQL of user management: the admin list (keyset pagination on created_at, id), approval, status.
import type { KeysetPosition, Language, Role, UserStatus } from '@photoedit/contracts';
import { sql } from 'kysely';
import { containsPattern, selectKeysetPage } from '../../db/keyset';
import type { Executor } from '../../db/tables';
import { userColumns } from '../auth';

export interface UserListFilter {
  role?: Role | undefined;
  status?: UserStatus | undefined;
  approved?: boolean | undefined;
  search?: string | undefined;
  after?: KeysetPosition | undefined;
  limit: number;
}

/**
 * What the admin's search looks in, as users_search_trgm_idx indexes it (the same expression, or the index is not
 * used): e-mail, first and last name, display name, lower-cased and joined by spaces, so "Ada Lovelace" finds
 * a first and a last name together.
 */
const userSearchText = sql<string>`lower(email::text || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(display_name, ''))`;

export function selectUsersPage(db: Executor, filter: UserListFilter) {
  let query = db.selectFrom('users').select(userColumns);
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.approved !== undefined) query = query.where('approved', '=', filter.approved);
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    query = query.where(sql<boolean>`${userSearchText} LIKE ${pattern}`);
  }
  return selectKeysetPage(query, { at: 'created_at', id: 'id' }, filter);
}

export const approveDesigner = (db: Executor, id: string, now: Date) =>
  db
    .updateTable('users')
    .set({ approved: true, approved_at: now })
    .where('id', '=', id)
    .where('role', '=', 'designer')
    .returning(userColumns)
    .executeTakeFirst();

export const setUserStatus = (db: Executor, id: string, status: UserStatus) =>
  db.updateTable('users').set({ status }).where('id', '=', id).returning(userColumns).executeTakeFirst();

/** A designer or an admin with a password (the development routes' accounts, rest/dev.ts). */
export const insertStaffUser = (
  db: Executor,
  user: {
    role: 'designer' | 'admin';
    email: string;
    passwordHash: string;
    displayName: string;
    approved: boolean;
    language?: Language;
    now: Date;
  },
) =>
  db
    .insertInto('users')
    .values({
      role: user.role,
      email: user.email,
      password_hash: user.passwordHash,
      display_name: user.displayName,
      approved: user.approved,
      approved_at: user.approved ? user.now : null,
      preferred_language: user.language ?? 'en',
      created_at: user.now,
      updated_at: user.now,
    })
    .returning(['id', 'email', 'role', 'approved'])
    .executeTakeFirstOrThrow();

export const selectAdminByEmail = (db: Executor, email: string) =>
  db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('email', '=', email)
    .executeTakeFirst();

/** A new password for an admin, who is active again. */
export const setAdminPassword = (db: Executor, id: string, passwordHash: string) =>
  db
    .updateTable('users')
    .set({ password_hash: passwordHash, status: 'active' })
    .where('id', '=', id)
    .execute();

/** Whether any admin exists, after taking the first-admin lock (nodes starting together create one admin). */
export async function lockAndFindAnyAdmin(trx: Executor): Promise<boolean> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('photoedit:first-admin'))`.execute(trx);
  const any = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  return any !== undefined;
}
