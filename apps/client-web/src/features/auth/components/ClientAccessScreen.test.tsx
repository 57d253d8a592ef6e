import { initI18n } from '@photoedit/i18n';
import { toast } from '@photoedit/ui';
import { renderRoutes } from '@photoedit/ui/test/router';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClientAccessScreen, resendCooldownSeconds } from './ClientAccessScreen';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderScreen() {
  return renderRoutes('/en/client-access', [
    { path: '/en/client-access', component: () => <ClientAccessScreen lang="en" /> },
    { path: '/en/dashboard', component: () => <p>dashboard</p> },
  ]);
}

const trpcOk = (data: unknown) => new Response(JSON.stringify({ result: { data } }), { status: 200 });
const trpcError = (messageKey: string, status = 400) =>
  new Response(JSON.stringify({ error: { message: 'x', code: -32600, data: { messageKey } } }), { status });

describe('ClientAccessScreen', () => {
  it('asks for the e-mail address when it is empty', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Send access code' }));
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Failed to send access code. when sending fails, in the form only (no toast)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(trpcError('errors.INTERNAL', 500));
    const errorToast = vi.spyOn(toast, 'error');
    renderScreen();
    await userEvent.type(await screen.findByLabelText('Email address'), 'c@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send access code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send access code.');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('goes to the code step, resends only after the cooldown, and goes back for a different e-mail', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => trpcOk({ sent: true }));
    renderScreen();
    await userEvent.type(await screen.findByLabelText('Email address'), 'c@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send access code' }));
    expect(await screen.findByRole('heading', { name: 'Enter your access code' })).toBeTruthy();
    const code = screen.getByLabelText('Access code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    const resend = screen.getByRole('button', { name: /Resend code in \d+ s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(resendCooldownSeconds * 1000));
    const ready = await screen.findByRole('button', { name: 'Resend code' });
    expect((ready as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(ready);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: /Resend code in \d+ s/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByRole('heading', { name: 'Access your orders' })).toBeTruthy();
  });

  it('rejects a code that is not 6 digits, shows Invalid access code. from the API, then signs in', async () => {
    const user = {
      id: '8f7e3c9a-3b2d-4c1e-9a8b-7c6d5e4f3a2b',
      role: 'client',
      email: 'c@example.com',
      displayName: null,
      firstName: null,
      lastName: null,
      status: 'active',
      approved: true,
      language: 'en',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(trpcOk({ sent: true }))
      .mockResolvedValueOnce(trpcError('errors.auth.invalidAccessCode'))
      .mockResolvedValueOnce(trpcOk({ access_token: 'at', refresh_token: 'rt', user }));
    const router = renderScreen();
    await userEvent.type(await screen.findByLabelText('Email address'), 'c@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send access code' }));
    const code = await screen.findByLabelText('Access code');

    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The access code is 6 digits.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid access code.');

    await userEvent.type(screen.getByLabelText('Access code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/dashboard');
    expect(localStorage.getItem('client_refresh_token')).toBe('rt');
  });
});
