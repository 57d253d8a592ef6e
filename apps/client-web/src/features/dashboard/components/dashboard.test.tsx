import type {
  ClientImageDecision,
  ClientOrderImage,
  ClientOrderList,
  ClientOrderStats,
} from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { detail, image, mockTrpc, renderAt, summary, urls } from './dashboard.fixtures';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ClientDashboard', () => {
  it('shows zero stats and the empty state with the new-order button when there are no orders', async () => {
    mockTrpc((path) =>
      path === 'clientOrders.stats'
        ? { data: { activeOrders: 0, totalOrders: 0, totalSpent: [] } satisfies ClientOrderStats }
        : { data: { orders: [], nextCursor: null } satisfies ClientOrderList },
    );
    renderAt('/en/dashboard');
    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
    expect(within(screen.getByTestId('stat-active')).getByText('0')).toBeTruthy();
    expect(within(screen.getByTestId('stat-spent')).getByText('$0.00')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New order' }).length).toBe(2);
  });

  it('lists orders with status, total, counts and a link to each', async () => {
    mockTrpc((path) =>
      path === 'clientOrders.stats'
        ? { data: { activeOrders: 1, totalOrders: 3, totalSpent: [{ amountMinor: 12345, currency: 'USD' }] } }
        : { data: { orders: [summary], nextCursor: null } },
    );
    renderAt('/en/dashboard');
    const card = await screen.findByRole('group', { name: 'Order #1042' });
    expect(within(card).getByText('Ready for review')).toBeTruthy();
    expect(within(card).getByText('$25.00')).toBeTruthy();
    expect(within(card).getByText('Photos to review: 1')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Photo 1 of order #1042' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View order #1042' }).getAttribute('href')).toBe(
      '/en/dashboard/orders/1042',
    );
    expect(within(screen.getByTestId('stat-spent')).getByText('$123.45')).toBeTruthy();
    expect(within(screen.getByTestId('stat-total')).getByText('3')).toBeTruthy();
  });

  it('says Failed to load … when the orders cannot be loaded', async () => {
    mockTrpc(() => ({
      error: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'errors.INTERNAL', status: 500 },
    }));
    renderAt('/en/dashboard');
    expect(await screen.findByText('Failed to load your orders.')).toBeTruthy();
    expect(await screen.findByText('Failed to load your order summary.')).toBeTruthy();
  });
});

/**
 * The order page's API with one revision: before it the photo as delivered, after it the photo as `revised`
 * (revision used); returns the calls made.
 */
function mockRevision(revised: Partial<ClientOrderImage>) {
  let requested = false;
  return mockTrpc((path) => {
    if (path === 'clientOrders.requestRevision') {
      requested = true;
      return {
        data: {
          image: image({ state: 'revision_requested', revisionUsed: true }),
          orderStatus: 'revision_requested',
        },
      };
    }
    const after = {
      state: 'revision_requested',
      revisionUsed: true,
      canAccept: false,
      canRequestRevision: false,
    } as const;
    return { data: detail([requested ? image({ ...after, ...revised }) : image({})]) };
  });
}

describe('OrderDetailPage', () => {
  it('shows original and edited side by side and accepts a photo with the Image accepted toast', async () => {
    let accepted = false;
    const { calls } = mockTrpc((path) => {
      if (path === 'clientOrders.acceptImage') {
        accepted = true;
        return {
          data: {
            image: image({ state: 'accepted', acceptedAt: '2026-11-21T09:00:00.000Z', canAccept: false }),
            orderStatus: 'ready_for_review',
          } satisfies ClientImageDecision,
        };
      }
      return {
        data: detail([
          accepted
            ? image({
                state: 'accepted',
                acceptedAt: '2026-11-21T09:00:00.000Z',
                canAccept: false,
                canRequestRevision: false,
              })
            : image({}),
        ]),
      };
    });
    renderAt('/en/dashboard/orders/1042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Original of photo 1' }).getAttribute('src')).toBe(
      urls.previewUrl,
    );
    expect(screen.getByRole('img', { name: 'Edited version of photo 1' }).getAttribute('src')).toBe(
      '/media/b?quality=preview',
    );
    expect(screen.getByText('Brighter please')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Accept: Photo 1' }));
    expect(await screen.findByText('Image accepted')).toBeTruthy();
    expect(calls.find((call) => call.path === 'clientOrders.acceptImage')?.input).toEqual({
      orderImageId: image({}).orderImageId,
    });
    expect(await screen.findByText('Accepted', { selector: '[data-testid="image-state"]' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept: Photo 1' })).toBeNull();
  });

  it('shows the turnaround paid for between the subtotal and the discount, so the lines add up', async () => {
    mockTrpc(() => ({
      data: {
        ...detail([image({})]),
        subtotal: { amountMinor: 24300, currency: 'USD' },
        turnaround: { tier: 'express', hours: 12, amount: { amountMinor: 12150, currency: 'USD' } },
        discount: { amountMinor: 3645, currency: 'USD' },
        total: { amountMinor: 32805, currency: 'USD' },
      },
    }));
    renderAt('/en/dashboard/orders/1042');
    const terms = (await screen.findAllByRole('term')).map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    const line = (label: string) => definitions[terms.indexOf(label)];
    expect(terms.slice(terms.indexOf('Subtotal'), terms.indexOf('Total') + 1)).toEqual([
      'Subtotal',
      'Turnaround',
      'Discount',
      'Total',
    ]);
    expect(line('Subtotal')).toBe('$243.00');
    expect(line('Turnaround')).toBe('Express (12 h): +$121.50');
    expect(line('Discount')).toBe('−$36.45');
    expect(line('Total')).toBe('$328.05');
  });

  it('offers each delivered photo and all of them (full or listing-ready) as downloads', async () => {
    mockTrpc(() => ({ data: detail([image({})]) }));
    renderAt('/en/dashboard/orders/1042');
    const photo = await screen.findByRole('link', { name: 'Download: Photo 1' });
    expect(photo.getAttribute('href')).toBe(image({}).editedDownloadUrl);
    expect(photo.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('region', { name: 'Download all edited photos (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Full resolution (ZIP)' }).getAttribute('href')).toContain(
      'set=full',
    );
    expect(screen.getByRole('link', { name: 'Listing-ready (ZIP)' }).getAttribute('href')).toContain(
      'set=listing',
    );
  });

  it('has no downloads before anything is delivered', async () => {
    mockTrpc(() => ({
      data: {
        ...detail([image({ state: 'in_progress', edited: null, editedDownloadUrl: null })]),
        downloads: null,
      },
    }));
    renderAt('/en/dashboard/orders/1042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('labels the photos of an order no designer has claimed as waiting for one, and of a claimed one as being edited', async () => {
    const waiting = image({ state: 'in_progress', edited: null, editedDownloadUrl: null });
    mockTrpc(() => ({
      data: { ...detail([waiting]), status: 'pending', designerName: null, downloads: null },
    }));
    renderAt('/en/dashboard/orders/1042');
    expect(await screen.findByTestId('image-state')).toHaveProperty('textContent', 'Waiting for a designer');
    cleanup();
    mockTrpc(() => ({ data: { ...detail([waiting]), status: 'in_progress', downloads: null } }));
    renderAt('/en/dashboard/orders/1042');
    expect(await screen.findByTestId('image-state')).toHaveProperty('textContent', 'Being edited');
  });

  it('asks for a note, sends the revision request and then shows Revision Used', async () => {
    const { calls } = mockRevision({ revisionNote: 'Bluer sky' });
    renderAt('/en/dashboard/orders/1042');
    await userEvent.click(await screen.findByRole('button', { name: 'Request revision: Photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a revision of photo 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send revision request' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please describe what should be changed.');
    expect(calls.some((call) => call.path === 'clientOrders.requestRevision')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('What should be changed?'), 'Bluer sky');
    // A pin from the keyboard: Enter on the photo puts it in the middle, focus goes to its note; the arrow
    // keys move it. A pin without a note is refused with its own message.
    within(dialog).getByRole('button', { name: 'Put a pin on the photo' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('What to change at pin 1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send revision request' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please describe what should change at each pin.',
    );
    await userEvent.type(within(dialog).getByLabelText('What to change at pin 1'), 'Remove the cable');
    within(dialog).getByRole('button', { name: 'Pin 1: move it with the arrow keys' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send revision request' }));
    expect(await screen.findByText('Revision requested', { selector: '[data-title]' })).toBeTruthy();
    expect(await screen.findByText('Revision Used')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request revision: Photo 1' })).toBeNull();
    expect(calls.find((call) => call.path === 'clientOrders.requestRevision')?.input).toEqual({
      orderImageId: image({}).orderImageId,
      note: 'Bluer sky',
      pins: [{ x: 0.54, y: 0.4, note: 'Remove the cable' }],
    });
  });

  it('sends pins that each say what to change without a general note, and shows them after', async () => {
    const pins = [{ x: 0.5, y: 0.5, note: 'Remove the TV reflection' }];
    const { calls } = mockRevision({ revisionNote: null, revisionPins: pins });
    renderAt('/en/dashboard/orders/1042');
    await userEvent.click(await screen.findByRole('button', { name: 'Request revision: Photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a revision of photo 1' });
    within(dialog).getByRole('button', { name: 'Put a pin on the photo' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(
      within(dialog).getByLabelText('What to change at pin 1'),
      'Remove the TV reflection',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send revision request' }));
    expect(await screen.findByText('Revision Used')).toBeTruthy();
    expect(calls.find((call) => call.path === 'clientOrders.requestRevision')?.input).toEqual({
      orderImageId: image({}).orderImageId,
      pins: pins,
    });
    // The request stays on the photo: its pin and note, without an empty note above them.
    const request = await screen.findByTestId('revision-request');
    expect(within(request).getAllByText('Remove the TV reflection').length).toBeGreaterThan(0);
  });

  it('keeps the dialog open with the reason when the API refuses the revision', async () => {
    mockTrpc((path) =>
      path === 'clientOrders.requestRevision'
        ? { error: { code: 'CONFLICT', messageKey: 'errors.clientOrders.revisionUsed', status: 409 } }
        : { data: detail([image({})]) },
    );
    renderAt('/en/dashboard/orders/1042');
    await userEvent.click(await screen.findByRole('button', { name: 'Request revision: Photo 1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('What should be changed?'), 'Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send revision request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The revision of this image has already been used.',
    );
  });

  it('says the order is not found for a number that is not the client’s', async () => {
    mockTrpc(() => ({
      error: { code: 'NOT_FOUND', messageKey: 'errors.clientOrders.orderNotFound', status: 404 },
    }));
    renderAt('/en/dashboard/orders/999');
    expect(await screen.findByText('This order does not exist or is not yours.')).toBeTruthy();
  });

  it('does not ask the API for an order number that cannot exist', async () => {
    const { fetchMock } = mockTrpc(() => ({ data: null }));
    renderAt('/en/dashboard/orders/99999999999');
    expect(await screen.findByText('This order does not exist or is not yours.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
