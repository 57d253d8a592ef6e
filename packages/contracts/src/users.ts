// Admin user management: the list (role filter, search, keyset pagination), approval and status.
import { z } from 'zod';
import { SessionUser } from './auth';
import { Role, UserStatus } from './enums';
import { keysetPage, keysetPageInput } from './pagination';
import { DesignerRatingSummary } from './ratings';
import { cleanText } from './text';

export const adminUsersPageSize = { default: 25, max: 100 } as const;

/** A user as the admin console lists it. */
export const AdminUserView = SessionUser.extend({
  lastLoginAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** A designer's ratings from clients (issue 33); null for other roles. */
  rating: DesignerRatingSummary.nullable(),
});
export type AdminUserView = z.infer<typeof AdminUserView>;

/** `admin.users.list`: the users newest first, a page at a time. */
export const AdminUsersListInput = z.object({
  role: Role.optional(),
  status: UserStatus.optional(),
  /** Designers only: filter by approval. */
  approved: z.boolean().optional(),
  /** Case-insensitive substring of e-mail, display, first or last name. */
  search: cleanText(z.string().trim().max(100)).optional(),
  ...keysetPageInput(adminUsersPageSize),
});
export type AdminUsersListInput = z.input<typeof AdminUsersListInput>;

export const AdminUsersListOutput = keysetPage(AdminUserView);
export type AdminUsersListOutput = z.infer<typeof AdminUsersListOutput>;

export const AdminUserApproveInput = z.object({ userId: z.uuid() });
export type AdminUserApproveInput = z.infer<typeof AdminUserApproveInput>;

/** Deactivating revokes every refresh token of the user; their access tokens stop working at once. */
export const AdminUserSetStatusInput = z.object({ userId: z.uuid(), status: UserStatus });
export type AdminUserSetStatusInput = z.infer<typeof AdminUserSetStatusInput>;

export const AdminUserOutput = AdminUserView;

export const usersMessageKeys = {
  /** approve on a user who is not a designer. */
  notADesigner: 'errors.users.notADesigner',
  /** an admin may not deactivate their own account (locking everyone out). */
  cannotDeactivateSelf: 'errors.users.cannotDeactivateSelf',
} as const;
