// The per-role browser session of SPEC §4, §5 and §9: `{role}_token`, `{role}_refresh_token` and `{role}_user`
// in local storage, one slot per role so several roles can be signed in at once, observable in this tab and
// kept in sync with other tabs through the `storage` event.
import type { SessionUser } from '@photoedit/contracts';
import { parseJson, type Role, roles, sessionStorageKeys } from '@photoedit/contracts';

/**
 * The stored user: its role decides the slot. Normally the contracts' SessionUser; a user migrated from the
 * legacy keys may lack fields, so only `role` is certain.
 */
export type StoredUser = Partial<SessionUser> & { role: Role };

export interface RoleSession {
  role: Role;
  accessToken: string;
  /** Absent when the API gave none; then a 401 signs the role out. */
  refreshToken: string | null;
  user: StoredUser;
}

export interface SessionInput {
  accessToken: string;
  refreshToken?: string | null;
  user: StoredUser;
}

/** The keys of the single session stored before sessions were kept per role. */
export const legacySessionKeys = { token: 'token', refreshToken: 'refresh_token', user: 'user' } as const;

type Listener = () => void;
const listeners = new Set<Listener>();
const snapshots = new Map<Role, { raw: string; session: RoleSession | null }>();
let legacyChecked = false;

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (roles as readonly string[]).includes(value);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function get(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the session simply does not survive a reload.
  }
}

/** A user record parsed from its stored JSON, or undefined when it does not parse or has no valid role. */
function parseUser(raw: string): StoredUser | undefined {
  const data = parseJson(raw);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const role = (data as { role?: unknown }).role;
  return isRole(role) ? (data as StoredUser) : undefined;
}

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function removeSlot(role: Role): void {
  const keys = sessionStorageKeys(role);
  set(keys.token, null);
  set(keys.refreshToken, null);
  set(keys.user, null);
}

/**
 * SPEC §4: the legacy single token and user move, once, into the slot of the user's role when that role is
 * valid (an existing per-role session is newer and wins). The legacy keys are removed either way, so this
 * happens at most once.
 */
export function migrateLegacySession(): void {
  legacyChecked = true;
  const token = get(legacySessionKeys.token);
  const refreshToken = get(legacySessionKeys.refreshToken);
  const rawUser = get(legacySessionKeys.user);
  if (token === null && refreshToken === null && rawUser === null) return;
  const user = rawUser === null ? undefined : parseUser(rawUser);
  if (user && token) {
    const keys = sessionStorageKeys(user.role);
    if (get(keys.user) === null && get(keys.token) === null) {
      set(keys.token, token);
      set(keys.refreshToken, refreshToken);
      set(keys.user, rawUser);
    }
  }
  set(legacySessionKeys.token, null);
  set(legacySessionKeys.refreshToken, null);
  set(legacySessionKeys.user, null);
}

function ensureMigrated(): void {
  if (!legacyChecked) migrateLegacySession();
}

/**
 * The session of one role, or null when signed out. A stored user that fails to parse (or belongs to another
 * role) clears that role's slot (SPEC §5). The same object is returned while storage is unchanged, as
 * useSyncExternalStore needs.
 */
export function readSession(role: Role): RoleSession | null {
  ensureMigrated();
  const keys = sessionStorageKeys(role);
  const token = get(keys.token);
  const refreshToken = get(keys.refreshToken);
  const rawUser = get(keys.user);
  const raw = JSON.stringify([token, refreshToken, rawUser]);
  const cached = snapshots.get(role);
  if (cached?.raw === raw) return cached.session;

  let session: RoleSession | null = null;
  if (rawUser !== null) {
    const user = parseUser(rawUser);
    if (!user || user.role !== role) {
      removeSlot(role);
      snapshots.set(role, { raw: JSON.stringify([null, null, null]), session: null });
      // Other subscribers learn about the cleared slot after this read has finished.
      queueMicrotask(emit);
      return null;
    }
    if (token) session = { role, accessToken: token, refreshToken: refreshToken || null, user };
  }
  snapshots.set(role, { raw, session });
  return session;
}

/** Stores a signed-in session for a role (login, register, access code, auto-login). */
export function writeSession(role: Role, input: SessionInput): RoleSession {
  if (input.user.role !== role) {
    throw new Error(`A ${input.user.role} user cannot be stored as the ${role} session`);
  }
  ensureMigrated();
  const keys = sessionStorageKeys(role);
  set(keys.token, input.accessToken);
  set(keys.refreshToken, input.refreshToken ?? null);
  set(keys.user, JSON.stringify(input.user));
  emit();
  return readSession(role) as RoleSession;
}

/** Replaces the tokens of a signed-in role after a refresh; the refresh token only when a new one came. */
export function updateTokens(role: Role, accessToken: string, refreshToken?: string | null): void {
  const keys = sessionStorageKeys(role);
  set(keys.token, accessToken);
  if (refreshToken) set(keys.refreshToken, refreshToken);
  emit();
}

/** Replaces the stored user of a signed-in role (e.g. after `auth.me` shows a designer was approved). */
export function updateStoredUser(role: Role, user: StoredUser): void {
  if (user.role !== role || !readSession(role)) return;
  set(sessionStorageKeys(role).user, JSON.stringify(user));
  emit();
}

/** Signs one role out in this browser (SPEC §4: logout clears the current role only). */
export function clearSession(role: Role): void {
  removeSlot(role);
  emit();
}

/** Signs every role out in this browser (SPEC §4: logout-all). */
export function clearAllSessions(): void {
  for (const role of roles) removeSlot(role);
  emit();
}

/** The roles with a session, in the order client, designer, admin. */
export function signedInRoles(): Role[] {
  return roles.filter((role) => readSession(role) !== null);
}

const watchedKeys = new Set<string>([
  ...roles.flatMap((role) => Object.values(sessionStorageKeys(role))),
  ...Object.values(legacySessionKeys),
]);
const legacyKeys = new Set<string>(Object.values(legacySessionKeys));
const isSessionKey = (key: string | null) => key === null || watchedKeys.has(key);

function onStorage(event: StorageEvent): void {
  // A null key means another tab cleared all of storage.
  if (!isSessionKey(event.key)) return;
  if (event.key !== null && legacyKeys.has(event.key)) {
    legacyChecked = false;
  }
  emit();
}

/** Calls `listener` whenever a session changes, in this tab or another one. */
export function subscribeSessions(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** Test hook: forget the cached snapshots and the one-time legacy check. */
export function resetSessionStoreForTests(): void {
  snapshots.clear();
  legacyChecked = false;
}
