import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllSessions,
  clearSession,
  migrateLegacySession,
  readSession,
  resetSessionStoreForTests,
  signedInRoles,
  subscribeSessions,
  updateStoredUser,
  writeSession,
} from './session-store';
import { useLeaveWhenSignedOut, useSession, useSignedInRoles } from './useSession';

const designer = { id: 'd1', role: 'designer' as const, email: 'd@example.com', approved: false };
const admin = { id: 'a1', role: 'admin' as const, email: 'a@example.com' };
const client = { id: 'c1', role: 'client' as const, email: 'c@example.com' };

beforeEach(() => resetSessionStoreForTests());

describe('storage keys (SPEC §9)', () => {
  it('stores {role}_token, {role}_refresh_token and {role}_user', () => {
    writeSession('designer', { accessToken: 'at', refreshToken: 'rt', user: designer });
    expect(localStorage.getItem('designer_token')).toBe('at');
    expect(localStorage.getItem('designer_refresh_token')).toBe('rt');
    expect(JSON.parse(localStorage.getItem('designer_user') ?? '')).toEqual(designer);
    expect(readSession('designer')).toEqual({
      role: 'designer',
      accessToken: 'at',
      refreshToken: 'rt',
      user: designer,
    });
  });

  it('refuses to store a user in another role’s slot', () => {
    expect(() => writeSession('admin', { accessToken: 'at', user: designer })).toThrow();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });
});

describe('several roles at once (SPEC §4)', () => {
  it('keeps each role’s session independently', () => {
    writeSession('client', { accessToken: 'c', refreshToken: 'cr', user: client });
    writeSession('designer', { accessToken: 'd', refreshToken: 'dr', user: designer });
    writeSession('admin', { accessToken: 'a', refreshToken: 'ar', user: admin });
    expect(signedInRoles()).toEqual(['client', 'designer', 'admin']);
    expect(readSession('designer')?.accessToken).toBe('d');
  });

  it('logout clears the current role only', () => {
    writeSession('client', { accessToken: 'c', user: client });
    writeSession('admin', { accessToken: 'a', user: admin });
    clearSession('admin');
    expect(readSession('admin')).toBeNull();
    expect(localStorage.getItem('admin_user')).toBeNull();
    expect(readSession('client')?.accessToken).toBe('c');
  });

  it('logout-all clears all three roles', () => {
    writeSession('client', { accessToken: 'c', user: client });
    writeSession('designer', { accessToken: 'd', user: designer });
    writeSession('admin', { accessToken: 'a', user: admin });
    clearAllSessions();
    expect(signedInRoles()).toEqual([]);
    expect(Object.keys(localStorage).filter((k) => k.includes('token') || k.includes('user'))).toEqual([]);
  });
});

describe('stored user that fails to parse (SPEC §5)', () => {
  it('clears that role’s session and leaves the others', () => {
    localStorage.setItem('designer_token', 'd');
    localStorage.setItem('designer_refresh_token', 'dr');
    localStorage.setItem('designer_user', '{not json');
    writeSession('admin', { accessToken: 'a', user: admin });
    expect(readSession('designer')).toBeNull();
    expect(localStorage.getItem('designer_token')).toBeNull();
    expect(localStorage.getItem('designer_refresh_token')).toBeNull();
    expect(localStorage.getItem('designer_user')).toBeNull();
    expect(readSession('admin')?.accessToken).toBe('a');
  });

  it('also clears a user without a valid role or of another role', () => {
    localStorage.setItem('admin_token', 'x');
    localStorage.setItem('admin_user', JSON.stringify(designer));
    expect(readSession('admin')).toBeNull();
    expect(localStorage.getItem('admin_token')).toBeNull();
    localStorage.setItem('client_token', 'x');
    localStorage.setItem('client_user', JSON.stringify({ role: 'owner' }));
    expect(readSession('client')).toBeNull();
    expect(localStorage.getItem('client_token')).toBeNull();
  });
});

describe('legacy single session (SPEC §4)', () => {
  it('is migrated once into the slot of the user’s role and the legacy keys are removed', () => {
    localStorage.setItem('token', 'legacy-at');
    localStorage.setItem('refresh_token', 'legacy-rt');
    localStorage.setItem('user', JSON.stringify(designer));
    expect(readSession('designer')).toMatchObject({ accessToken: 'legacy-at', refreshToken: 'legacy-rt' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(readSession('client')).toBeNull();
  });

  it('happens only once: a later legacy value in the same page is not migrated again', () => {
    migrateLegacySession();
    localStorage.setItem('token', 'late');
    localStorage.setItem('user', JSON.stringify(admin));
    expect(readSession('admin')).toBeNull();
  });

  it('is not migrated when the role is not valid, and the legacy keys are dropped', () => {
    localStorage.setItem('token', 'legacy-at');
    localStorage.setItem('user', JSON.stringify({ role: 'superuser' }));
    expect(signedInRoles()).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('does not overwrite a per-role session that already exists', () => {
    writeSession('designer', { accessToken: 'new', refreshToken: 'new-r', user: designer });
    resetSessionStoreForTests();
    localStorage.setItem('token', 'legacy-at');
    localStorage.setItem('user', JSON.stringify(designer));
    expect(readSession('designer')?.accessToken).toBe('new');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('observable store', () => {
  it('notifies subscribers on writes, updates and clears', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessions(listener);
    writeSession('client', { accessToken: 'c', user: client });
    updateStoredUser('client', { ...client, firstName: 'Ann' });
    clearSession('client');
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    writeSession('client', { accessToken: 'c', user: client });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('returns the same snapshot while storage is unchanged', () => {
    writeSession('client', { accessToken: 'c', user: client });
    expect(readSession('client')).toBe(readSession('client'));
  });

  it('useSession follows changes, including those made in another tab (storage event)', () => {
    const { result } = renderHook(() => useSession('designer'));
    const roles = renderHook(() => useSignedInRoles());
    expect(result.current).toBeNull();
    act(() => writeSession('designer', { accessToken: 'd', user: designer }));
    expect(result.current?.user.email).toBe('d@example.com');
    expect(roles.result.current).toEqual(['designer']);

    // Another tab signs the designer out: only storage changes, then the browser fires `storage` here.
    act(() => {
      localStorage.removeItem('designer_token');
      localStorage.removeItem('designer_user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'designer_token' }));
    });
    expect(result.current).toBeNull();
    expect(roles.result.current).toEqual([]);
  });

  it('ignores storage events of unrelated keys', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessions(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cookie-consent' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin_user' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('useLeaveWhenSignedOut', () => {
  it('goes to the role’s login page when the role is signed out while the page is open', () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    writeSession('admin', { accessToken: 'a', user: admin });
    renderHook(() => useLeaveWhenSignedOut('admin'));
    expect(replace).not.toHaveBeenCalled();
    act(() => clearSession('admin'));
    expect(replace).toHaveBeenCalledWith('/staff/admin/login');
  });

  it('does nothing on a page that was never signed in', () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    renderHook(() => useLeaveWhenSignedOut('client'));
    act(() => clearAllSessions());
    expect(replace).not.toHaveBeenCalled();
  });
});
