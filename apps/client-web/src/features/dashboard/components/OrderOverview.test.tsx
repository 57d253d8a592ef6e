// The order page at listing scale: the overview's filters choose the photos listed, "go to photo N" reaches a
// photo the filter hid, and Accept the rest names the photos before accepting them together.
import type { ClientAcceptedPhotos, ClientOrderImage } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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

const idOf = (n: number) => `6d1f2c1e-0a8b-4f5e-9f00-0000000001${String(n).padStart(2, '0')}`;
const accepted = {
  state: 'accepted',
  acceptedAt: '2026-11-21T09:00:00.000Z',
  canAccept: false,
  canRequestRevision: false,
} as const;

/** Six photos: 1 accepted, 2 sent back for a revision, 3–6 to review (or all accepted once `acceptedRest`). */
function photos(acceptedRest: boolean): ClientOrderImage[] {
  return Array.from({ length: 6 }, (_, position) => {
    const base = { orderImageId: idOf(position), position, originalFileName: `room-${position + 1}.jpg` };
    if (position === 0) return image({ ...base, ...accepted });
    if (position === 1)
      return image({
        ...base,
        state: 'revision_requested',
        revisionUsed: true,
        canAccept: false,
        canRequestRevision: false,
      });
    return image({ ...base, ...(acceptedRest ? accepted : {}) });
  });
}

const listedPhotos = () =>
  screen.getAllByTestId('order-image').map((card) => card.getAttribute('aria-labelledby'));

describe('the order overview', () => {
  it('filters the list, and goes to a photo the filter hid', async () => {
    mockTrpc(() => ({ data: detail(photos(false)) }));
    renderAt('/en/dashboard/orders/1042');
    const overview = await screen.findByTestId('order-overview');
    expect(within(overview).getByRole('radio', { name: 'All (6)' })).toHaveProperty('checked', true);
    expect(listedPhotos()).toHaveLength(6);
    await userEvent.click(within(overview).getByRole('radio', { name: 'To review (4)' }));
    expect(within(overview).getAllByTestId('overview-tile')).toHaveLength(4);
    expect(listedPhotos()).toEqual([2, 3, 4, 5].map((n) => `photo-${idOf(n)}-title`));

    await userEvent.click(within(overview).getByRole('radio', { name: 'Revision requested (1)' }));
    expect(listedPhotos()).toEqual([`photo-${idOf(1)}-title`]);
    await userEvent.click(within(overview).getByRole('radio', { name: 'All (6)' }));
    expect(listedPhotos()).toHaveLength(6);
    await userEvent.click(within(overview).getByRole('radio', { name: 'Accepted (1)' }));

    const field = within(overview).getByRole('spinbutton', { name: 'Go to photo' });
    await userEvent.type(field, '9{Enter}');
    expect(within(overview).getByText('A number from 1 to 6.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '4{Enter}');
    await waitFor(() => expect(document.activeElement?.id).toBe(`photo-${idOf(3)}-title`));
    expect(within(overview).getByRole('radio', { name: 'All (6)' })).toHaveProperty('checked', true);

    await userEvent.click(within(overview).getByRole('button', { name: 'Photo 2 Revision in progress' }));
    await waitFor(() => expect(document.activeElement?.id).toBe(`photo-${idOf(1)}-title`));
  });

  it('accepts the rest after naming them, together, and says how many', async () => {
    let acceptedRest = false;
    const { calls } = mockTrpc((path) => {
      if (path === 'clientOrders.acceptPhotos') {
        acceptedRest = true;
        return { data: { accepted: 4, orderStatus: 'revision_requested' } satisfies ClientAcceptedPhotos };
      }
      return { data: detail(photos(acceptedRest)) };
    });
    renderAt('/en/dashboard/orders/1042');
    const overview = await screen.findByTestId('order-overview');
    await userEvent.click(within(overview).getByRole('button', { name: 'Accept the rest (4 photos)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept 4 photos?' });
    expect(within(dialog).getByText(/Photos 3–6 are accepted as delivered/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept 4 photos' }));

    expect(await screen.findByText('4 photos accepted')).toBeTruthy();
    const call = calls.find((each) => each.path === 'clientOrders.acceptPhotos');
    expect(call?.input).toEqual({ orderImageIds: [2, 3, 4, 5].map(idOf) });
    await waitFor(() => expect(within(overview).queryByRole('button', { name: /^Accept/ })).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe('overview-title'));
  });

  it('has no overview for an order of one photo', async () => {
    mockTrpc(() => ({ data: detail([image({})]) }));
    renderAt('/en/dashboard/orders/1042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeTruthy();
    expect(screen.queryByTestId('order-overview')).toBeNull();
    expect(screen.getAllByTestId('order-image')).toHaveLength(1);
  });
});
