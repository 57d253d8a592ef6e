import type { OrderPublicStatus } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { mockTrpc } from '@photoedit/web-client/test/mock-trpc';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from './CheckoutPage';
import { parseOrderAccess } from './PaymentResultPage';
import { renderWithApi } from './payment.testing';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const orderId = '6d1f2c1e-0a8b-4f5e-9f00-000000000001';
const accessToken = 'A'.repeat(43);
const unpaid: OrderPublicStatus = {
  orderId,
  orderNumber: 1042,
  status: 'pending',
  paymentStatus: 'awaiting_payment',
  paid: false,
  email: 'studio@example.com',
  totalMinor: 2500,
  currency: 'USD',
  provider: null,
  imageCount: 2,
  turnaround: { tier: 'standard', hours: 24, amountMinor: 0 },
  dueAt: null,
  signInToken: null,
};

const renderCheckout = (access: ReturnType<typeof parseOrderAccess>) =>
  renderWithApi('/en/pay', [
    { path: '/en/pay', component: () => <CheckoutPage lang="en" access={access} /> },
    { path: '/payment-success', component: () => <p>result page</p> },
  ]);

describe('CheckoutPage (the checkout link of an API order)', () => {
  it('shows the order and its amount, pays with the offline test payment, and goes on to the result page', async () => {
    const { calls } = mockTrpc((path) => {
      if (path === 'orders.publicStatus') return { data: unpaid };
      if (path === 'payments.config')
        return { data: { provider: 'offline', publishableKey: null, testMode: true } };
      if (path === 'payments.start') {
        return {
          data: {
            orderId,
            orderNumber: 1042,
            provider: 'offline',
            amountMinor: 2500,
            currency: 'USD',
            clientSecret: null,
            publishableKey: null,
            testMode: true,
          },
        };
      }
      return { data: { ...unpaid, paid: true } };
    });
    const router = renderCheckout(parseOrderAccess(orderId, accessToken));
    expect(await screen.findByRole('heading', { name: 'Pay for order 1042' })).toBeTruthy();
    expect(screen.getByText(/order of 2 photos/)).toBeTruthy();
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(await screen.findByTestId('test-payment')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText('result page')).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('payments.offline.confirm');
    expect(router.state.location.search).toEqual({ orderId, accessToken });
  });

  it('says the order is not found without an order in the address', async () => {
    mockTrpc(() => ({ data: unpaid }));
    renderCheckout(undefined);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
  });
});
