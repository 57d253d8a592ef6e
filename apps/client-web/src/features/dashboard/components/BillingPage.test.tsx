import type { BillingOverview } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { detail, image, mockTrpc, renderAt } from './dashboard.fixtures';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const overview: BillingOverview = {
  balances: [{ amountMinor: 520, currency: 'USD' }],
  entries: [
    {
      id: '2',
      kind: 'spent',
      amount: { amountMinor: -500, currency: 'USD' },
      balanceAfterMinor: 520,
      orderNumber: 1050,
      reason: null,
      at: '2026-11-22T10:00:00.000Z',
    },
    {
      id: '1',
      kind: 'late_delivery',
      amount: { amountMinor: 1020, currency: 'USD' },
      balanceAfterMinor: 1020,
      orderNumber: 1042,
      reason: null,
      at: '2026-11-21T10:20:00.000Z',
    },
  ],
};

describe('credits and refunds for the client', () => {
  it('the Billing page shows the balance and every movement with its order', async () => {
    mockTrpc((path) => (path === 'billing.overview' ? { data: overview } : { data: null }));
    renderAt('/en/dashboard/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    expect(within(await screen.findByTestId('credit-balances')).getByText('$5.20')).toBeTruthy();
    const movements = within(screen.getByRole('region', { name: 'Movements' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(movements).toEqual([
      expect.stringMatching(/^Used at checkout · Order #1050.*−\$5\.00Credit after: \$5\.20$/),
      expect.stringMatching(/^Late delivery · Order #1042.*\+\$10\.20Credit after: \$10\.20$/),
    ]);
    expect(screen.getByRole('link', { name: 'Read the terms' }).getAttribute('href')).toBe('/en/terms');
  });

  it("the order page says what a late delivery earned and each refund, with the admin's reason", async () => {
    const order = {
      ...detail([image({})]),
      credit: {
        usedMinor: 300,
        currency: 'USD' as const,
        earned: [
          { kind: 'late_delivery' as const, amountMinor: 50, reason: null, at: '2026-11-21T10:20:00.000Z' },
        ],
      },
      refunds: {
        paidMinor: 2200,
        refundedMinor: 1250,
        currency: 'USD' as const,
        photos: [],
        refunds: [
          {
            id: '6d1f2c1e-0a8b-4f5e-9f00-0000000000ff',
            amountMinor: 1250,
            reason: 'The sky was left grey.',
            photo: 1,
            status: 'succeeded' as const,
            external: false,
            at: '2026-11-23T10:00:00.000Z',
          },
        ],
      },
    };
    mockTrpc(() => ({ data: order }));
    renderAt('/en/dashboard/orders/1042');
    const money = await screen.findByTestId('order-money');
    expect(within(money).getByText('We delivered late: $0.50 was added to your credit.')).toBeTruthy();
    expect(within(money).getByText('$12.50 refunded to your card for photo 1')).toBeTruthy();
    expect(within(money).getByText(/The sky was left grey\./)).toBeTruthy();
    expect(within(money).getByText('Refunded so far: $12.50 of the $22.00 paid by card.')).toBeTruthy();
    expect(screen.getByText('Paid with your credit')).toBeTruthy();
  });
});
