import type { OrderPublicStatus } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { mockTrpc, testAccessToken } from '@photoedit/web-client/test/mock-trpc';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentResultPage, parseOrderAccess, type RedirectStatus } from './PaymentResultPage';
import { renderWithApi } from './payment.testing';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const orderId = '6d1f2c1e-0a8b-4f5e-9f00-000000000001';
const accessToken = 'A'.repeat(43);
const paid: OrderPublicStatus = {
  orderId,
  orderNumber: 1042,
  status: 'pending',
  paymentStatus: 'paid',
  paid: true,
  email: 'jane@example.com',
  totalMinor: 4500,
  currency: 'USD',
  provider: 'offline',
  imageCount: 3,
  turnaround: { tier: 'express', hours: 12, amountMinor: 1500 },
  dueAt: '2026-11-27T10:00:00.000Z',
  signInToken: null,
};

function renderPage(access: ReturnType<typeof parseOrderAccess>, redirectStatus?: RedirectStatus) {
  renderWithApi('/payment-success', [
    {
      path: '/payment-success',
      component: () => (
        <PaymentResultPage
          lang="en"
          access={access}
          redirectStatus={redirectStatus}
          onPaid={vi.fn()}
          onRetry={vi.fn()}
        />
      ),
    },
  ]);
}

describe('PaymentResultPage', () => {
  it('says "order not found" with the way home when the address has no order, never that a payment failed', async () => {
    const { calls } = mockTrpc(() => ({ data: paid }));
    renderPage(parseOrderAccess(undefined, undefined));
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
    expect(screen.queryByText(/Payment failed/)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('says "order not found" for an order the API does not know', async () => {
    mockTrpc(() => ({
      error: { code: 'NOT_FOUND', messageKey: 'errors.orders.orderNotFound', status: 404 },
    }));
    renderPage(parseOrderAccess(orderId, accessToken));
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
  });

  it('says it could not check the payment (never that it failed) when the status cannot be read, and checks again', async () => {
    let answer: 'busy' | 'paid' = 'busy';
    mockTrpc(() =>
      answer === 'busy'
        ? { error: { code: 'TOO_MANY_REQUESTS', messageKey: 'errors.RATE_LIMITED', status: 429 } }
        : { data: paid },
    );
    renderPage(parseOrderAccess(orderId, accessToken));
    expect(await screen.findByRole('heading', { name: 'We could not check your payment' })).toBeTruthy();
    expect(screen.queryByText(/Payment failed/)).toBeNull();
    answer = 'paid';
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('order-summary')).toBeTruthy();
  });

  it('shows the summary and, with the order’s one-time token, signs the new client in and links to the order', async () => {
    const session = {
      access_token: testAccessToken,
      refresh_token: 'refresh',
      user: {
        id: '6d1f2c1e-0a8b-4f5e-9f00-000000000099',
        role: 'client',
        email: 'jane@example.com',
        displayName: null,
        firstName: 'Jane',
        lastName: null,
        status: 'active',
        approved: true,
        language: 'en',
        createdAt: '2026-11-26T10:00:00.000Z',
      },
    };
    const { calls } = mockTrpc((path) =>
      path === 'auth.autoLogin' ? { data: session } : { data: { ...paid, signInToken: 'one-time-token' } },
    );
    renderPage(parseOrderAccess(orderId, accessToken));
    expect(await screen.findByRole('heading', { name: 'Order submitted' })).toBeTruthy();
    const summary = screen.getByTestId('order-summary');
    expect(summary.textContent).toContain('3');
    expect(summary.textContent).toContain('$45.00');
    // What the client paid for Express is said where they land after paying.
    expect(summary.textContent).toContain('Express (12 h): +$15.00');
    expect(summary.textContent).toContain('Delivery by');
    expect(
      screen.getByText('We sent the order confirmation and a sign-in link to jane@example.com.'),
    ).toBeTruthy();
    expect(screen.queryByText(/credentials/)).toBeNull();
    const link = await screen.findByRole('link', { name: 'View your order' });
    expect(link.getAttribute('href')).toBe('/en/dashboard/orders/1042');
    expect(calls.filter((call) => call.path === 'auth.autoLogin').map((call) => call.input)).toEqual([
      { token: 'one-time-token' },
    ]);
  });

  it('asks an existing client to sign in when there is no token to hand over', async () => {
    mockTrpc(() => ({ data: paid }));
    renderPage(parseOrderAccess(orderId, accessToken));
    expect(
      (await screen.findByRole('link', { name: 'Sign in to see your order' })).getAttribute('href'),
    ).toBe('/en/client-access');
  });
});
