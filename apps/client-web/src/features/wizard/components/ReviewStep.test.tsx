import type { PriceQuote, ServiceView } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { toast } from '@photoedit/ui';
import { mockTrpc, type TrpcAnswer } from '@photoedit/web-client/test/mock-trpc';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { initialWizardState, type WizardState, wizardReducer } from '../wizard-state';
import { ReviewStep } from './ReviewStep';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const services: ServiceView[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'sky',
    category: 'sky_replacement',
    name: 'Sky',
    description: 'd',
    priceMinor: 300,
    currency: 'USD',
    prices: {},
    beforeImageUrl: null,
    afterImageUrl: null,
    portfolioImageUrls: [],
  },
];
const mediaId = '22222222-2222-4222-8222-222222222222';
const orderId = '33333333-3333-4333-8333-333333333333';

const state = (): WizardState => ({
  ...initialWizardState(),
  step: 3,
  draftToken: 'draft-token',
  photos: [
    {
      mediaId,
      name: 'a.jpg',
      thumbnailUrl: '/media/a?exp=9999999999',
      width: 4,
      height: 3,
      check: null,
      warningsDismissed: false,
    },
  ],
  selections: { [mediaId]: [services[0]?.id ?? ''] },
  notes: { [mediaId]: 'Blue sky' },
  contact: { ...initialWizardState().contact, email: 'client@example.com' },
  orderNotes: 'Listing goes live Friday',
});

const quote = (discount: boolean): PriceQuote => ({
  turnaround: { tier: 'standard', hours: 24, percent: 100, amountMinor: 0 },
  images: [
    {
      index: 0,
      services: [{ serviceId: services[0]?.id ?? '', name: 'Sky', priceMinor: 300 }],
      blendSurchargeMinor: 0,
      subtotalMinor: 300,
    },
  ],
  subtotalMinor: 300,
  discount: discount
    ? {
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        originalPriceMinor: 300,
        discountAmountMinor: 30,
        remainingUses: 7,
      }
    : null,
  discountValid: discount ? true : null,
  totalMinor: discount ? 270 : 300,
  currency: 'USD',
});

function Review({ onPaid }: { onPaid: (order: unknown) => void }) {
  const [current, dispatch] = useReducer(wizardReducer, undefined, state);
  return (
    <ReviewStep
      state={current}
      dispatch={dispatch}
      services={services}
      lang="en"
      currency="USD"
      onEdit={() => undefined}
      onPaid={onPaid}
    />
  );
}

const turnarounds = [
  { tier: 'express', hours: 12, percent: 150, available: true },
  { tier: 'standard', hours: 24, percent: 100, available: true },
];
const offlineStart = {
  orderId,
  orderNumber: 1042,
  provider: 'offline',
  amountMinor: 300,
  currency: 'USD',
  prices: {},
  clientSecret: null,
  publishableKey: null,
  testMode: true,
};
const created = { orderId, orderNumber: 1042, accessToken: 'a'.repeat(43), quote: quote(false) };
/** `discounts.check`'s answer for the valid 10 % code with `remainingUses` left. */
const welcome10 = (remainingUses: number) => ({
  valid: true,
  code: 'WELCOME10',
  kind: 'percent',
  originalPriceMinor: 300,
  discountAmountMinor: 30,
  totalMinor: 270,
  remainingUses,
  currency: 'USD',
  prices: {},
  messageKey: null,
});
const refusal = (messageKey: string, appCode?: string): TrpcAnswer => ({
  error: { code: 'BAD_REQUEST', messageKey, status: 400, ...(appCode ? { appCode } : {}) },
});

/** The API of the checkout: the quote (by its input), turnarounds, the offline provider; `answers` overrides. */
function renderReview(answers: Record<string, (input: unknown) => TrpcAnswer | Promise<TrpcAnswer>> = {}) {
  const onPaid = vi.fn();
  const api = mockTrpc((path, input) => {
    const answer = answers[path];
    if (answer) return answer(input);
    if (path === 'orders.quote')
      return { data: quote(Boolean((input as { discountCode?: string }).discountCode)) };
    if (path === 'orders.turnarounds') return { data: turnarounds };
    if (path === 'payments.config')
      return { data: { provider: 'offline', publishableKey: null, testMode: true } };
    throw new Error(`unexpected call: ${path}`);
  });
  renderWithApi(<Review onPaid={onPaid} />);
  return { onPaid, ...api };
}

describe('ReviewStep', () => {
  it('shows each image with its services, note and price from the server quote', async () => {
    renderReview();
    expect(await screen.findByText('Price: $3.00')).toBeTruthy();
    expect(screen.getByText('Blue sky')).toBeTruthy();
    expect(screen.getByTestId('review-total').textContent).toBe('$3.00');
    expect(screen.getByTestId('review-contact').textContent).toContain('client@example.com');
  });

  it('offers the turnarounds with what each changes, and asks the server for the chosen one', async () => {
    const api = renderReview({
      'orders.quote': (input) =>
        (input as { turnaround: string }).turnaround === 'express'
          ? {
              data: {
                ...quote(false),
                turnaround: { tier: 'express', hours: 12, percent: 150, amountMinor: 150 },
                totalMinor: 450,
              },
            }
          : { data: quote(false) },
    });
    const express = await screen.findByRole('radio', { name: /^Express: 12 h/ });
    // Priced once the quote has the services' subtotal.
    await vi.waitFor(() => expect(express.closest('label')?.textContent).toContain('+$1.50'));
    expect((screen.getByRole('radio', { name: /^Standard: 24 h/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(express);
    await vi.waitFor(() =>
      expect(api.callsTo('orders.quote').at(-1)?.input).toMatchObject({ turnaround: 'express' }),
    );
    expect(api.callsTo('orders.quote').at(-1)?.headers.get('x-draft-token')).toBe('draft-token');
    expect((await screen.findByTestId('review-turnaround')).textContent).toContain('+$1.50');
    expect(screen.getByTestId('review-total').textContent).toBe('$4.50');
  });

  it('refuses an invalid code with the SPEC message and applies a valid one with its figures', async () => {
    const checks = [
      {
        valid: false,
        code: 'NOPE1',
        kind: null,
        originalPriceMinor: 300,
        discountAmountMinor: 0,
        totalMinor: 300,
        remainingUses: null,
        currency: 'USD',
        prices: {},
        messageKey: 'errors.orders.invalidDiscountCode',
      },
      welcome10(7),
    ];
    renderReview({ 'discounts.check': () => ({ data: checks.shift() }) });
    await screen.findByText('Price: $3.00');
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    await userEvent.type(field, 'NOPE1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid discount code.');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(field);
    await userEvent.type(field, 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByTestId('discount-applied');
    expect(applied.textContent).toContain('Original price: $3.00');
    expect(applied.textContent).toContain('Discount: $0.30');
    expect(applied.textContent).toContain('Remaining uses: 7');
    expect(screen.getByTestId('review-total').textContent).toBe('$2.70');
  });

  it('pays offline once however often Pay is clicked, then reports the order', async () => {
    let release: () => void = () => undefined;
    const { onPaid, callsTo } = renderReview({
      'orders.create': () =>
        new Promise((resolve) => {
          release = () => resolve({ data: created });
        }),
      'payments.start': () => ({ data: offlineStart }),
      'payments.offline.confirm': () => ({ data: {} }),
    });
    expect(await screen.findByText('Test payment — no real charge')).toBeTruthy();
    const pay = await screen.findByRole('button', { name: 'Pay $3.00' });
    await userEvent.click(pay);
    await userEvent.click(pay);
    expect(callsTo('orders.create')).toHaveLength(1);
    expect(callsTo('orders.create')[0]?.headers.get('x-draft-token')).toBe('draft-token');
    expect(callsTo('orders.create')[0]?.input).toMatchObject({
      images: [{ mediaId, serviceIds: [services[0]?.id], note: 'Blue sky' }],
      contact: { email: 'client@example.com' },
      notes: 'Listing goes live Friday',
      language: 'en',
    });
    release();
    await vi.waitFor(() =>
      expect(onPaid).toHaveBeenCalledWith({ orderId, orderNumber: 1042, accessToken: 'a'.repeat(43) }),
    );
    expect(callsTo('payments.offline.confirm')).toHaveLength(1);
  });

  it('shows the translated refusal beside Pay, and only there, when the order is refused', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    renderReview({ 'orders.create': () => refusal('errors.orders.imageNotInDraft') });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $3.00' }));
    expect(
      (await screen.findByText('One of the photos is no longer available. Please upload it again.')).closest(
        '[role="alert"]',
      ),
    ).toBeTruthy();
    // Said once, beside Pay: not also as a toast.
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('when the code was used up by other checkouts, says so, drops it and pays the full price next', async () => {
    let starts = 0;
    const { onPaid, callsTo } = renderReview({
      'discounts.check': () => ({ data: welcome10(1) }),
      'orders.create': () => ({ data: created }),
      'payments.start': () =>
        starts++ === 0 ? refusal('errors.orders.discountUsedUp', 'CONFLICT') : { data: offlineStart },
      'payments.offline.confirm': () => ({ data: {} }),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $2.70' }));
    expect(
      (await screen.findByText(/This discount code has just been used up by other orders/)).closest(
        '[role="alert"]',
      ),
    ).toBeTruthy();
    // The quote without the code: the next Pay is the full price, and the order is created without the code.
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $3.00' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(callsTo('orders.create')[0]?.input).toMatchObject({ discountCode: 'WELCOME10' });
    expect(callsTo('orders.create')[1]?.input).not.toHaveProperty('discountCode');
    expect(callsTo('orders.quote').at(-1)?.headers.get('x-draft-token')).toBe('draft-token');
  });
});
