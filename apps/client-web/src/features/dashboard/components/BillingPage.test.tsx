import type { BillingOverview } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('invoicing for the client', () => {
  it('lists the invoices with their PDFs, and saves the billing details, a bad VAT ID shown on its field', async () => {
    const calls = mockTrpc((path, input) => {
      if (path === 'billing.overview') return { data: { balances: [], entries: [] } };
      if (path === 'billing.invoices') {
        return {
          data: [
            {
              id: '6d1f2c1e-0a8b-4f5e-9f00-0000000000c1',
              kind: 'correction',
              number: 'FK/2026/00001',
              orderNumber: 1042,
              correctsNumber: 'FV/2026/00007',
              issuedAt: '2026-11-23T10:00:00.000Z',
              currency: 'USD',
              language: 'en',
              buyerName: 'Łąka sp. z o.o.',
              netMinor: -407,
              vatMinor: -93,
              grossMinor: -500,
              pdfUrl: '/api/invoices/c1/pdf?exp=1&sig=s',
            },
          ],
        };
      }
      if (path === 'billing.saveProfile') {
        const details = input as { vatId?: string };
        return details.vatId === 'PL5260250994'
          ? {
              error: {
                code: 'BAD_REQUEST',
                status: 400,
                messageKey: 'errors.billing.vatIdInvalid',
                issues: [{ path: ['vatId'], message: 'errors.billing.vatIdInvalid' }],
              },
            }
          : { data: { ...(input as object), vatId: 'PL5260250995' } };
      }
      return { data: null };
    });
    renderAt('/en/dashboard/billing');
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(within(invoices).getByText(/Correcting invoice FK\/2026\/00001/)).toBeTruthy();
    expect(within(invoices).getByText(/corrects FV\/2026\/00007/)).toBeTruthy();
    const link = within(invoices).getByRole('link', { name: 'Download PDF FK/2026/00001' });
    expect(link.getAttribute('href')).toBe('/api/invoices/c1/pdf?exp=1&sig=s');

    const form = await screen.findByRole('form', { name: 'Billing details' });
    expect((within(form).getByRole('radio', { name: 'A company' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(within(form).getByLabelText(/^Company name/), 'Łąka sp. z o.o.');
    await userEvent.type(within(form).getByLabelText(/^Street and number/), 'ul. Długa 1');
    await userEvent.type(within(form).getByLabelText(/^Postal code/), '00-001');
    await userEvent.type(within(form).getByLabelText(/^City/), 'Łódź');
    await userEvent.selectOptions(within(form).getByLabelText(/^Country/), 'PL');
    await userEvent.type(within(form).getByLabelText(/^VAT ID/), 'PL5260250994');
    await userEvent.click(within(form).getByRole('button', { name: 'Save billing details' }));
    expect(
      await within(form).findByText('This VAT ID is not valid for the chosen country. Please check it.'),
    ).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText(/^VAT ID/));
    await userEvent.type(within(form).getByLabelText(/^VAT ID/), 'PL5260250995');
    await userEvent.click(within(form).getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Billing details saved')).toBeTruthy();
    expect(calls.callsTo('billing.saveProfile').at(-1)?.input).toMatchObject({
      party: 'company',
      name: 'Łąka sp. z o.o.',
      country: 'PL',
      vatId: 'PL5260250995',
    });
  });
});

describe('the shared gallery', () => {
  it('shows the photos, single downloads and both ZIPs without signing in, and says when the link is gone', async () => {
    mockTrpc((path, input) =>
      path === 'shares.view' && (input as { token: string }).token === 'live'
        ? {
            data: {
              orderNumber: 1042,
              businessName: 'Studio Łukasz',
              expiresAt: '2026-12-29T10:00:00.000Z',
              photos: [1, 2].map((number) => ({
                number,
                thumbnailUrl: `/media/${number}?quality=thumbnail`,
                previewUrl: `/media/${number}?quality=preview`,
                downloadUrl: `/api/orders/o/photos/${number}/edited?exp=1&sig=s`,
              })),
              fullZipUrl: '/api/orders/o/edited.zip?set=full&exp=1&sig=s',
              listingZipUrl: '/api/orders/o/edited.zip?set=listing&exp=1&sig=s',
            },
          }
        : { error: { code: 'NOT_FOUND', status: 404, messageKey: 'errors.shares.linkGone' } },
    );
    renderAt('/en/shared/live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photos of order #1042' })).toBeTruthy();
    expect(screen.getByText('From Studio Łukasz')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download all 2 photos (ZIP)' }).getAttribute('href')).toContain(
      'set=full',
    );
    expect(screen.getByRole('link', { name: /Listing-ready ZIP/ }).getAttribute('href')).toContain(
      'set=listing',
    );
    expect(screen.getByRole('link', { name: 'Download Photo 2' }).getAttribute('href')).toContain(
      '/photos/2/edited',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    cleanup();

    renderAt('/en/shared/gone');
    expect(await screen.findByRole('heading', { name: 'This link does not work any more' })).toBeTruthy();
    expect(screen.getByText(/expired or was switched off/)).toBeTruthy();
  });
});

describe('share with the agent', () => {
  it('makes a link on a completed order, shows it once to copy, and switches a link off', async () => {
    let shares = [
      {
        id: '6d1f2c1e-0a8b-4f5e-9f00-0000000000a1',
        createdAt: '2026-11-22T10:00:00.000Z',
        expiresAt: '2026-12-22T10:00:00.000Z',
        revokedAt: null as string | null,
        active: true,
      },
    ];
    const calls = mockTrpc((path) => {
      if (path === 'clientOrders.detail') return { data: { ...detail([image({})]), status: 'completed' } };
      if (path === 'shares.ofOrder') return { data: shares };
      if (path === 'shares.create') {
        return {
          data: {
            share: { ...shares[0], id: '6d1f2c1e-0a8b-4f5e-9f00-0000000000a2' },
            url: 'http://localhost:3000/en/shared/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
          },
        };
      }
      if (path === 'shares.revoke') {
        shares = shares.map((share) => ({ ...share, revokedAt: '2026-11-23T10:00:00.000Z', active: false }));
        return { data: shares[0] };
      }
      return { data: null };
    });
    renderAt('/en/dashboard/orders/1042');
    const card = await screen.findByTestId('order-share');
    expect(within(card).getByRole('heading', { name: 'Share with your agent' })).toBeTruthy();
    await userEvent.selectOptions(within(card).getByLabelText('Valid for'), '7');
    await userEvent.click(within(card).getByRole('button', { name: 'Create a link' }));
    const link = (await within(card).findByLabelText(/^Link to the gallery/)) as HTMLInputElement;
    expect(link.value).toMatch(/\/en\/shared\/[A-Za-z]{43}$/);
    expect(calls.callsTo('shares.create').at(-1)?.input).toEqual({ orderNumber: 1042, days: 7 });

    await userEvent.click(within(card).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('The link no longer works')).toBeTruthy();
    expect(await within(card).findByText(/switched off/)).toBeTruthy();
  });
});

describe('prepaid credit', () => {
  it('offers the packs and buys one with the offline test payment', async () => {
    const calls = mockTrpc((path) => {
      if (path === 'billing.overview') return { data: { balances: [], entries: [] } };
      if (path === 'billing.packs') {
        return {
          data: [
            {
              id: '6d1f2c1e-0a8b-4f5e-9f00-0000000000b1',
              currency: 'PLN',
              priceMinor: 20000,
              bonusMinor: 2000,
              active: true,
            },
          ],
        };
      }
      if (path === 'billing.buyPack') {
        return {
          data: {
            purchaseId: '6d1f2c1e-0a8b-4f5e-9f00-0000000000b2',
            provider: 'offline',
            amountMinor: 20000,
            creditMinor: 22000,
            currency: 'PLN',
            clientSecret: null,
            publishableKey: null,
            testMode: true,
          },
        };
      }
      if (path === 'billing.confirmPack') {
        return {
          data: {
            purchaseId: '6d1f2c1e-0a8b-4f5e-9f00-0000000000b2',
            paid: true,
            creditMinor: 22000,
            currency: 'PLN',
          },
        };
      }
      return { data: null };
    });
    renderAt('/en/dashboard/billing');
    const packs = await screen.findByTestId('credit-packs');
    expect(within(packs).getByText(/PLN\s?220\.00/)).toBeTruthy();
    await userEvent.click(within(packs).getByRole('button', { name: /^Buy .*220\.00 of credit$/ }));
    expect(await screen.findByText(/220\.00 of credit added\./)).toBeTruthy();
    expect(calls.callsTo('billing.confirmPack')).toHaveLength(1);
    expect(calls.callsTo('billing.overview').length).toBeGreaterThan(1);
  });
});

describe('a team', () => {
  it('is made from the account, then its owner adds an accountant, changes a role and removes a colleague', async () => {
    const owner = {
      userId: 'u-owner',
      email: 'owner@example.com',
      name: 'Ola',
      role: 'owner',
      addedAt: '2026-11-20T10:00:00.000Z',
    };
    const orderer = {
      userId: 'u-orderer',
      email: 'ann@example.com',
      name: null,
      role: 'orderer',
      addedAt: '2026-11-21T10:00:00.000Z',
    };
    let team: unknown = null;
    const calls = mockTrpc((path, input) => {
      if (path === 'team.get') return { data: team };
      if (path === 'team.create') {
        team = { id: 't', name: (input as { name: string }).name, role: 'owner', members: [owner, orderer] };
        return { data: team };
      }
      if (path === 'team.invite' || path === 'team.setRole' || path === 'team.remove') return { data: team };
      return { data: null };
    });
    renderAt('/en/dashboard/team');
    await userEvent.type(await screen.findByLabelText(/^Team name/), 'Studio Żuraw');
    await userEvent.click(screen.getByRole('button', { name: 'Make my account a team' }));
    expect(await screen.findByRole('heading', { name: 'Studio Żuraw' })).toBeTruthy();
    const members = screen.getByRole('list', { name: 'Members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.selectOptions(within(members).getByLabelText('Role of ann@example.com'), 'accountant');
    expect(calls.callsTo('team.setRole').at(-1)?.input).toEqual({ userId: 'u-orderer', role: 'accountant' });
    await userEvent.click(within(members).getByRole('button', { name: 'Remove ann@example.com' }));
    expect(calls.callsTo('team.remove').at(-1)?.input).toEqual({ userId: 'u-orderer' });

    const form = screen.getByRole('form', { name: 'Add a colleague' });
    await userEvent.type(within(form).getByLabelText(/^E-mail address/), 'books@example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'accountant');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('books@example.com was added.')).toBeTruthy();
    expect(calls.callsTo('team.invite').at(-1)?.input).toEqual({
      email: 'books@example.com',
      role: 'accountant',
    });
  });

  it("tells an orderer that the team's billing is for its owner and accountants", async () => {
    mockTrpc(() => ({
      error: { code: 'FORBIDDEN', status: 403, messageKey: 'errors.teams.billingForbidden' },
    }));
    renderAt('/en/dashboard/billing');
    expect(await screen.findByText("The team's billing is for its owner and accountants.")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
  });
});
