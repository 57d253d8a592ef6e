import { loginPathByRole, type Role } from '@photoedit/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type RoleSession, readSession, signedInRoles, subscribeSessions } from './session-store';

/** The session of one role, re-rendering on every change (this tab or another one); null when signed out. */
export function useSession(role: Role): RoleSession | null {
  return useSyncExternalStore(
    subscribeSessions,
    () => readSession(role),
    () => null,
  );
}

let rolesCache: Role[] = [];
function signedInRolesSnapshot(): Role[] {
  const next = signedInRoles();
  if (next.length !== rolesCache.length || next.some((role, i) => role !== rolesCache[i])) rolesCache = next;
  return rolesCache;
}

/** The roles signed in right now (for the role switcher). */
export function useSignedInRoles(): Role[] {
  return useSyncExternalStore(subscribeSessions, signedInRolesSnapshot, () => rolesCache);
}

/**
 * On a guarded page: when the role is signed out while the page is open (logout in another tab, a failed
 * refresh), the browser goes to the role's login page, replacing history.
 */
export function useLeaveWhenSignedOut(role: Role): void {
  const signedIn = useSession(role) !== null;
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) window.location.replace(loginPathByRole[role]);
    wasSignedIn.current = signedIn;
  }, [signedIn, role]);
}
