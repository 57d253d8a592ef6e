import { readSession, resetSessionStoreForTests, writeSession } from '@photoedit/web-client';
import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectIfSignedIn, requireRole } from './guards';
import { landingPath } from './landing';
import { signOut, signOutAll } from './sign-out';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const designer = { id: 'd', role: 'designer' as const, email: 'd@example.com' };
const admin = { id: 'a', role: 'admin' as const, email: 'a@example.com' };
const client = { id: 'c', role: 'client' as const, email: 'c@example.com' };

async function redirectOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isRedirect(error)) return { href: error.options.href, replace: error.options.replace };
    throw error;
  }
  return undefined;
}

beforeEach(() => resetSessionStoreForTests());

describe('requireRole (SPEC §2, §6)', () => {
  it('with no signed-in user redirects, replacing history, to the login page of the path’s role', async () => {
    expect(await redirectOf(requireRole('client')({ location: { pathname: '/en/dashboard' } }))).toEqual({
      href: '/client/login',
      replace: true,
    });
    expect(await redirectOf(requireRole('admin')({ location: { pathname: '/staff/admin' } }))).toEqual({
      href: '/staff/admin/login',
      replace: true,
    });
    expect(await redirectOf(requireRole('designer')({ location: { pathname: '/staff/designer' } }))).toEqual({
      href: '/staff/designer/login',
      replace: true,
    });
  });

  it('lets the right role in and returns its session', async () => {
    writeSession('admin', { accessToken: token, user: admin });
    const context = await requireRole('admin')({ location: { pathname: '/staff/admin' } });
    expect(context.session.user.email).toBe('a@example.com');
  });

  it('a designer session does not open an admin page', async () => {
    writeSession('designer', { accessToken: token, user: designer });
    expect(await redirectOf(requireRole('admin')({ location: { pathname: '/staff/admin' } }))).toEqual({
      href: '/staff/admin/login',
      replace: true,
    });
  });

  it('refuses when the path’s role differs from the required role, even when signed in as both', async () => {
    writeSession('admin', { accessToken: token, user: admin });
    writeSession('client', { accessToken: token, user: client });
    expect(await redirectOf(requireRole('admin')({ location: { pathname: '/en/dashboard' } }))).toEqual({
      href: '/client/login',
      replace: true,
    });
  });

  it('refuses a designer user stored in the admin slot (and clears it)', async () => {
    localStorage.setItem('admin_token', token);
    localStorage.setItem('admin_user', JSON.stringify(designer));
    expect(await redirectOf(requireRole('admin')({ location: { pathname: '/staff/admin' } }))).toMatchObject({
      href: '/staff/admin/login',
    });
    expect(localStorage.getItem('admin_token')).toBeNull();
  });
});

describe('landing pages and login pages', () => {
  it('lands client on /{lang}/dashboard, designer on /staff/designer, admin on /staff/admin', () => {
    expect(landingPath('client', 'pl')).toBe('/pl/dashboard');
    expect(landingPath('designer')).toBe('/staff/designer');
    expect(landingPath('admin')).toBe('/staff/admin');
  });

  it('a signed-in role skips its login page', async () => {
    expect(await redirectOf(Promise.resolve().then(() => redirectIfSignedIn('client')()))).toBeUndefined();
    writeSession('client', { accessToken: token, user: client });
    expect(await redirectOf(Promise.resolve().then(() => redirectIfSignedIn('client')()))).toEqual({
      href: '/en/dashboard',
      replace: true,
    });
  });
});

describe('sign out (SPEC §4)', () => {
  it('logout clears the current role only and revokes its refresh token on the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    writeSession('designer', { accessToken: token, refreshToken: 'rd', user: designer });
    writeSession('admin', { accessToken: token, refreshToken: 'ra', user: admin });
    signOut('designer');
    expect(readSession('designer')).toBeNull();
    expect(readSession('admin')).not.toBeNull();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/trpc/auth.logout');
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({ refresh_tokens: ['rd'] });
  });

  it('logout-all clears all three roles and revokes every refresh token', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    writeSession('client', { accessToken: token, refreshToken: 'rc', user: client });
    writeSession('designer', { accessToken: token, refreshToken: 'rd', user: designer });
    writeSession('admin', { accessToken: token, refreshToken: 'ra', user: admin });
    signOutAll();
    expect(['client', 'designer', 'admin'].map((r) => localStorage.getItem(`${r}_token`))).toEqual([
      null,
      null,
      null,
    ]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      refresh_tokens: ['rc', 'rd', 'ra'],
    });
  });
});
