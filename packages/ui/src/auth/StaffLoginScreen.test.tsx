import { readSession, resetSessionStoreForTests } from '@photoedit/web-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/router';
import { toast } from '../toast/notify';
import { StaffLoginScreen } from './StaffLoginScreen';

const user = {
  id: '8f7e3c9a-3b2d-4c1e-9a8b-7c6d5e4f3a2b',
  role: 'admin',
  email: 'admin@example.com',
  displayName: 'Ada',
  firstName: 'Ada',
  lastName: 'Admin',
  status: 'active',
  approved: true,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const renderAt = (path: string) =>
  renderRoutes(path, [
    { path, component: StaffLoginScreen },
    { path: '/staff/admin', component: () => <p>admin landing</p> },
  ]);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => resetSessionStoreForTests());

describe('StaffLoginScreen', () => {
  it('shows the translated field rules and sends nothing for an empty form', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderAt('/staff/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the role of its path and shows the API’s message inline on failure', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(401, {
        error: { code: 'UNAUTHENTICATED', message: 'x', messageKey: 'errors.auth.invalidCredentials' },
      }),
    );
    const errorToast = vi.spyOn(toast, 'error');
    renderAt('/staff/admin/login');
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email address'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    // Shown once, in the form: not also as a toast.
    expect(errorToast).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'admin@example.com',
      password: 'wrong-password',
      role: 'admin',
    });
    expect(readSession('admin')).toBeNull();
  });

  it('stores the session of the answered role and lands on its dashboard', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(200, { access_token: 'at', refresh_token: 'rt', user }),
    );
    const router = renderAt('/staff/admin/login');
    await userEvent.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('admin landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff/admin');
    await waitFor(() => expect(readSession('admin')?.refreshToken).toBe('rt'));
  });
});
