// The session-aware fetch of SPEC §8: every API call of an app (the tRPC link and plain fetch calls) goes
// through it, so the refresh-before-expiry and 401 rules live in one place.
import {
  apiBasePath,
  loginPathByRole,
  type Role,
  roleFromPath,
  tokenRefreshThresholdMs,
} from '@photoedit/contracts';
import { decodeJwt } from 'jose';
import { clearSession, readSession, type StoredUser, updateTokens, writeSession } from './session-store';

export const refreshPath = `${apiBasePath}/auth/refresh`;

/**
 * SPEC §8: a token expiring in under `thresholdMs` counts as expiring, and so does one that cannot be decoded.
 * A token without `exp` never expires.
 */
export function tokenExpiresSoon(
  token: string,
  nowMs: number,
  thresholdMs = tokenRefreshThresholdMs,
): boolean {
  let exp: unknown;
  try {
    exp = decodeJwt(token).exp;
  } catch {
    return true;
  }
  if (exp === undefined) return false;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 - nowMs < thresholdMs;
}

export interface AuthFetchOptions {
  /** The fetch that really sends; defaults to the global one at call time. */
  fetch?: typeof fetch;
  now?: () => number;
  /** Where a signed-out role goes; defaults to `location.replace(loginPathByRole[role])`. */
  onSignedOut?: (role: Role) => void;
}

type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const baseFetch = (options: AuthFetchOptions): FetchLike =>
  options.fetch ?? ((input, init) => fetch(input, init));

function defaultSignedOut(role: Role): void {
  if (typeof window === 'undefined') return;
  const target = loginPathByRole[role];
  if (window.location.pathname !== target) window.location.replace(target);
}

interface RefreshAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  user?: unknown;
}

// One refresh per role at a time: concurrent requests wait for the same promise (SPEC §8).
const inFlight = new Map<Role, Promise<boolean>>();

async function runRefresh(role: Role, send: FetchLike): Promise<boolean> {
  const session = readSession(role);
  const refreshToken = session?.refreshToken;
  if (!refreshToken) return false;
  let answer: RefreshAnswer;
  try {
    // Without the normal Authorization header (SPEC §7): the refresh token is the credential.
    const response = await send(refreshPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
      credentials: 'same-origin',
    });
    if (!response.ok) return false;
    answer = (await response.json()) as RefreshAnswer;
  } catch {
    return false;
  }
  if (typeof answer.access_token !== 'string' || answer.access_token === '') return false;
  // Signed out (or signed in again) while the refresh ran: do not bring the old session back.
  if (readSession(role)?.refreshToken !== refreshToken) return readSession(role) !== null;
  const newRefresh = typeof answer.refresh_token === 'string' ? answer.refresh_token : null;
  const user = answer.user as StoredUser | undefined;
  if (user && typeof user === 'object' && user.role === role) {
    writeSession(role, { accessToken: answer.access_token, refreshToken: newRefresh ?? refreshToken, user });
  } else {
    updateTokens(role, answer.access_token, newRefresh);
  }
  return true;
}

/** Refreshes a role's access token with its refresh token; concurrent callers share one request. */
export function refreshSession(role: Role, options: AuthFetchOptions = {}): Promise<boolean> {
  const running = inFlight.get(role);
  if (running) return running;
  const promise = runRefresh(role, baseFetch(options)).finally(() => inFlight.delete(role));
  inFlight.set(role, promise);
  return promise;
}

/**
 * SPEC §8, before a request: refresh first when the token expires in under 5 minutes (or cannot be decoded)
 * and a refresh token exists. A failed refresh is ignored here; the request goes with what is stored.
 */
export async function ensureFreshToken(role: Role, options: AuthFetchOptions = {}): Promise<void> {
  const session = readSession(role);
  if (!session?.refreshToken) return;
  const now = options.now?.() ?? Date.now();
  if (!tokenExpiresSoon(session.accessToken, now)) return;
  await refreshSession(role, options);
}

/**
 * The Authorization header of a role (default: the current path's), after the refresh-before-expiry rule, for
 * transports that cannot go through the auth fetch (the uploader's XMLHttpRequest, for upload progress).
 */
export async function sessionAuthHeaders(
  role: Role = roleFromPath(typeof window === 'undefined' ? '/' : window.location.pathname),
  options: AuthFetchOptions = {},
): Promise<Record<string, string>> {
  await ensureFreshToken(role, options);
  const token = readSession(role)?.accessToken;
  return token ? { authorization: `Bearer ${token}` } : {};
}

function withBearer(input: RequestInfo | URL, init: RequestInit | undefined, token: string | undefined) {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (token) headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/**
 * A fetch for one role (or a function choosing the role at call time, e.g. from the current path) that sends
 * the role's Bearer token, refreshes it before it expires, and on a 401 refreshes once and retries once. With
 * no refresh token, or when that refresh fails, the role is signed out and the browser goes to its login page;
 * the caller still receives the 401. Every other answer and error reaches the caller unchanged.
 * No timeout is added (SPEC §9: the request timeout is none).
 */
export function createAuthFetch(role: Role | (() => Role), options: AuthFetchOptions = {}): FetchLike {
  const send = baseFetch(options);
  const signedOut = options.onSignedOut ?? defaultSignedOut;
  return async (input, init) => {
    const current = typeof role === 'function' ? role() : role;
    await ensureFreshToken(current, options);
    const sentToken = readSession(current)?.accessToken;
    const response = await send(input, withBearer(input, init, sentToken));
    if (response.status !== 401 || !sentToken) return response;

    // Another request may already have refreshed while this one was on its way: retry with the new token.
    let token = readSession(current)?.accessToken;
    if (!token || token === sentToken) {
      const refreshed = readSession(current)?.refreshToken ? await refreshSession(current, options) : false;
      token = readSession(current)?.accessToken;
      if (!refreshed || !token) {
        clearSession(current);
        signedOut(current);
        return response;
      }
    }
    return send(input, withBearer(input, init, token));
  };
}
