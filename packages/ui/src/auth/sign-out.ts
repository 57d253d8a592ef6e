import { loginPathByRole, type Role, roles } from '@photoedit/contracts';
import { clearAllSessions, clearSession, keepaliveClient, readSession } from '@photoedit/web-client';

/** Revokes refresh tokens on the server, best effort: the browser forgets them whatever the answer. */
function revoke(refreshTokens: string[]): void {
  if (refreshTokens.length === 0) return;
  void keepaliveClient.auth.logout.mutate({ refresh_tokens: refreshTokens }).catch(() => {});
}

/** SPEC §4: logout clears the current role only (and revokes its refresh token). */
export function signOut(role: Role): void {
  const refreshToken = readSession(role)?.refreshToken;
  clearSession(role);
  revoke(refreshToken ? [refreshToken] : []);
}

/** SPEC §4: logout-all clears all three roles. */
export function signOutAll(): void {
  const refreshTokens = roles.flatMap((role) => readSession(role)?.refreshToken ?? []);
  clearAllSessions();
  revoke(refreshTokens);
}

/** Signs out and opens the role's login page (a full load, so no stale data stays in memory). */
export function signOutAndGoToLogin(role: Role, all = false): void {
  if (all) signOutAll();
  else signOut(role);
  window.location.replace(loginPathByRole[role]);
}
