import type { StoredUser } from '@photoedit/web-client';

/** The name a user is shown by: display name, else first and last name, else (by default) the e-mail. */
export function displayNameOf(user: StoredUser, { fallbackToEmail = true } = {}): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.displayName || full || (fallbackToEmail ? user.email : '') || '';
}
