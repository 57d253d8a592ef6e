import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthFetchOptions,
  createAuthFetch,
  refreshPath,
  sessionAuthHeaders,
  tokenExpiresSoon,
} from './auth-fetch';
import { readSession, resetSessionStoreForTests, writeSession } from './session-store';

const now = Date.UTC(2026, 0, 1, 12, 0, 0);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT-shaped token expiring `inMs` from `now` (the signature is never checked in the browser). */
const jwt = (inMs: number, id = 'x') =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: id, exp: Math.floor((now + inMs) / 1000) })}.sig`;

const fresh = jwt(15 * 60_000, 'fresh');
const expiring = jwt(4 * 60_000, 'expiring');
const renewed = jwt(15 * 60_000, 'renewed');
const designer = { id: 'd1', role: 'designer' as const, email: 'd@example.com' };

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function server(handler: Handler) {
  const calls: { url: string; auth: string | null; body: string | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      url,
      auth: new Headers(init.headers).get('authorization'),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    return handler(url, init);
  });
  return { fetchMock, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let onSignedOut: ReturnType<typeof vi.fn<(role: string) => void>>;
const options = (fetchMock: AuthFetchOptions['fetch']): AuthFetchOptions => ({
  fetch: fetchMock,
  now: () => Date.now(),
  onSignedOut,
});

beforeEach(() => {
  resetSessionStoreForTests();
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(now);
  onSignedOut = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('tokenExpiresSoon (SPEC §8, §9)', () => {
  it('is true under 5 minutes before expiry, false above, true for an undecodable token', () => {
    expect(tokenExpiresSoon(jwt(5 * 60_000 - 1000), now)).toBe(true);
    expect(tokenExpiresSoon(jwt(5 * 60_000 + 1000), now)).toBe(false);
    expect(tokenExpiresSoon(jwt(-1000), now)).toBe(true);
    expect(tokenExpiresSoon('not-a-jwt', now)).toBe(true);
  });

  it('follows the clock (fake timers)', () => {
    const token = jwt(10 * 60_000);
    expect(tokenExpiresSoon(token, Date.now())).toBe(false);
    vi.advanceTimersByTime(5 * 60_000 + 1);
    expect(tokenExpiresSoon(token, Date.now())).toBe(true);
  });
});

describe('createAuthFetch', () => {
  it('sends the Bearer token of the current role, and none when signed out', async () => {
    writeSession('designer', { accessToken: fresh, refreshToken: 'r1', user: designer });
    const { fetchMock, calls } = server(() => json(200, { ok: true }));
    await createAuthFetch('designer', options(fetchMock))('/api/trpc/x');
    await createAuthFetch('admin', options(fetchMock))('/api/trpc/y');
    expect(calls.map((c) => c.auth)).toEqual([`Bearer ${fresh}`, null]);
  });

  it('chooses the role at call time when given a function', async () => {
    writeSession('designer', { accessToken: fresh, user: designer });
    let role: 'client' | 'designer' = 'client';
    const { fetchMock, calls } = server(() => json(200, {}));
    const authFetch = createAuthFetch(() => role, options(fetchMock));
    await authFetch('/a');
    role = 'designer';
    await authFetch('/b');
    expect(calls.map((c) => c.auth)).toEqual([null, `Bearer ${fresh}`]);
  });

  it('refreshes an expiring token before the request, without the Authorization header', async () => {
    writeSession('designer', { accessToken: expiring, refreshToken: 'r1', user: designer });
    const { fetchMock, calls } = server((url) =>
      url === refreshPath ? json(200, { access_token: renewed, refresh_token: 'r2' }) : json(200, {}),
    );
    await createAuthFetch('designer', options(fetchMock))('/api/trpc/x');
    expect(calls).toEqual([
      { url: refreshPath, auth: null, body: JSON.stringify({ refresh_token: 'r1' }) },
      { url: '/api/trpc/x', auth: `Bearer ${renewed}`, body: undefined },
    ]);
    expect(readSession('designer')).toMatchObject({ accessToken: renewed, refreshToken: 'r2' });
  });

  it('treats an undecodable token as expiring', async () => {
    writeSession('designer', { accessToken: 'garbage', refreshToken: 'r1', user: designer });
    const { fetchMock, calls } = server((url) =>
      url === refreshPath ? json(200, { access_token: renewed }) : json(200, {}),
    );
    await createAuthFetch('designer', options(fetchMock))('/x');
    expect(calls.map((c) => c.url)).toEqual([refreshPath, '/x']);
    // No new refresh token in the answer: the stored one is kept.
    expect(readSession('designer')?.refreshToken).toBe('r1');
  });

  it('does not refresh an expiring token when there is no refresh token', async () => {
    writeSession('designer', { accessToken: expiring, user: designer });
    const { fetchMock, calls } = server(() => json(200, {}));
    await createAuthFetch('designer', options(fetchMock))('/x');
    expect(calls.map((c) => c.url)).toEqual(['/x']);
  });

  it('concurrent requests wait for one shared refresh', async () => {
    writeSession('designer', { accessToken: expiring, refreshToken: 'r1', user: designer });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchMock, calls } = server(async (url) => {
      if (url !== refreshPath) return json(200, {});
      await gate;
      return json(200, { access_token: renewed, refresh_token: 'r2' });
    });
    const authFetch = createAuthFetch('designer', options(fetchMock));
    const requests = Promise.all([authFetch('/a'), authFetch('/b'), authFetch('/c')]);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls.map((c) => c.url)).toEqual([refreshPath]);
    release();
    await requests;
    expect(calls.filter((c) => c.url === refreshPath)).toHaveLength(1);
    expect(calls.slice(1).map((c) => c.auth)).toEqual(Array(3).fill(`Bearer ${renewed}`));
  });

  it('a failed refresh before the request lets it proceed with the old header state', async () => {
    writeSession('designer', { accessToken: expiring, refreshToken: 'r1', user: designer });
    const { fetchMock, calls } = server((url) =>
      url === refreshPath ? json(500, { error: 'down' }) : json(200, { ok: 1 }),
    );
    const response = await createAuthFetch('designer', options(fetchMock))('/x');
    expect(response.status).toBe(200);
    expect(calls[1]).toMatchObject({ url: '/x', auth: `Bearer ${expiring}` });
    expect(readSession('designer')?.accessToken).toBe(expiring);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('a refresh that throws (network) before the request also lets it proceed', async () => {
    writeSession('designer', { accessToken: expiring, refreshToken: 'r1', user: designer });
    const { fetchMock, calls } = server((url) => {
      if (url === refreshPath) throw new TypeError('Failed to fetch');
      return json(200, {});
    });
    await createAuthFetch('designer', options(fetchMock))('/x');
    expect(calls[1]?.auth).toBe(`Bearer ${expiring}`);
  });

  it('on a 401 refreshes once and retries with the new token', async () => {
    writeSession('designer', { accessToken: fresh, refreshToken: 'r1', user: designer });
    const { fetchMock, calls } = server((url, init) => {
      if (url === refreshPath) return json(200, { access_token: renewed, refresh_token: 'r2' });
      return new Headers(init.headers).get('authorization') === `Bearer ${renewed}`
        ? json(200, { ok: true })
        : json(401, {});
    });
    const response = await createAuthFetch('designer', options(fetchMock))('/x', {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['/x', `Bearer ${fresh}`],
      [refreshPath, null],
      ['/x', `Bearer ${renewed}`],
    ]);
    expect(calls[2]?.body).toBe('{"a":1}');
  });

  it('retries only once per request: a second 401 reaches the caller', async () => {
    writeSession('designer', { accessToken: fresh, refreshToken: 'r1', user: designer });
    const { fetchMock, calls } = server((url) =>
      url === refreshPath ? json(200, { access_token: renewed, refresh_token: 'r2' }) : json(401, {}),
    );
    const response = await createAuthFetch('designer', options(fetchMock))('/x');
    expect(response.status).toBe(401);
    expect(calls.filter((c) => c.url === refreshPath)).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/x')).toHaveLength(2);
  });

  it('concurrent 401s share one refresh', async () => {
    writeSession('designer', { accessToken: fresh, refreshToken: 'r1', user: designer });
    const { fetchMock, calls } = server(async (url, init) => {
      if (url === refreshPath) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return json(200, { access_token: renewed, refresh_token: 'r2' });
      }
      return new Headers(init.headers).get('authorization') === `Bearer ${renewed}`
        ? json(200, {})
        : json(401, {});
    });
    const authFetch = createAuthFetch('designer', options(fetchMock));
    const all = Promise.all([authFetch('/a'), authFetch('/b')]);
    await vi.advanceTimersByTimeAsync(100);
    const responses = await all;
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(calls.filter((c) => c.url === refreshPath)).toHaveLength(1);
  });

  it('a 401 with no refresh token clears that role and sends the browser to its login page', async () => {
    writeSession('designer', { accessToken: fresh, user: designer });
    writeSession('client', { accessToken: fresh, user: { id: 'c', role: 'client' } });
    const { fetchMock } = server(() => json(401, {}));
    const response = await createAuthFetch('designer', options(fetchMock))('/x');
    expect(response.status).toBe(401);
    expect(readSession('designer')).toBeNull();
    expect(readSession('client')).not.toBeNull();
    expect(onSignedOut).toHaveBeenCalledWith('designer');
  });

  it('a 401 whose refresh fails clears that role and sends the browser to its login page', async () => {
    writeSession('admin', { accessToken: fresh, refreshToken: 'r1', user: { id: 'a', role: 'admin' } });
    const { fetchMock, calls } = server((url) => (url === refreshPath ? json(401, {}) : json(401, {})));
    await createAuthFetch('admin', options(fetchMock))('/x');
    expect(readSession('admin')).toBeNull();
    expect(localStorage.getItem('admin_refresh_token')).toBeNull();
    expect(onSignedOut).toHaveBeenCalledWith('admin');
    expect(calls.map((c) => c.url)).toEqual(['/x', refreshPath]);
  });

  it('the default sign-out goes to the role’s login page with location.replace', async () => {
    writeSession('admin', { accessToken: fresh, user: { id: 'a', role: 'admin' } });
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/x', replace });
    const { fetchMock } = server(() => json(401, {}));
    await createAuthFetch('admin', { fetch: fetchMock })('/x');
    expect(replace).toHaveBeenCalledWith('/staff/admin/login');
  });

  it('a 401 without a signed-in session is simply passed on (e.g. a wrong password)', async () => {
    const { fetchMock, calls } = server(() => json(401, {}));
    const response = await createAuthFetch('admin', options(fetchMock))('/api/auth/login');
    expect(response.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('other errors pass to the caller untouched', async () => {
    writeSession('designer', { accessToken: fresh, refreshToken: 'r1', user: designer });
    const { fetchMock, calls } = server(() => json(403, { error: 'forbidden' }));
    const response = await createAuthFetch('designer', options(fetchMock))('/x');
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(1);
    const failing = createAuthFetch('designer', options(vi.fn().mockRejectedValue(new TypeError('offline'))));
    await expect(failing('/x')).rejects.toThrow('offline');
    expect(readSession('designer')).not.toBeNull();
  });

  it('a refresh finishing after logout does not bring the session back', async () => {
    writeSession('designer', { accessToken: fresh, refreshToken: 'r1', user: designer });
    const { fetchMock } = server(async (url) => {
      if (url !== refreshPath) return json(401, {});
      localStorage.removeItem('designer_token');
      localStorage.removeItem('designer_refresh_token');
      localStorage.removeItem('designer_user');
      return json(200, { access_token: renewed, refresh_token: 'r2' });
    });
    await createAuthFetch('designer', options(fetchMock))('/x');
    expect(localStorage.getItem('designer_token')).toBeNull();
  });
});

describe('sessionAuthHeaders (for XMLHttpRequest uploads)', () => {
  it('gives the Bearer header after refreshing an expiring token, and nothing when signed out', async () => {
    expect(await sessionAuthHeaders('designer')).toEqual({});
    writeSession('designer', { accessToken: expiring, refreshToken: 'r1', user: designer });
    const { fetchMock } = server(() => json(200, { access_token: renewed, refresh_token: 'r2' }));
    expect(await sessionAuthHeaders('designer', options(fetchMock))).toEqual({
      authorization: `Bearer ${renewed}`,
    });
  });
});
