import type { Role } from '@photoedit/contracts';
import { useSyncExternalStore } from 'react';
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
