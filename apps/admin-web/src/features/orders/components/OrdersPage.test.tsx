import { changeLanguage } from '@photoedit/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderDetail, orderRow } from '../../../test/fixtures';
import { notFound, ok, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

const first = orderRow(1, { overdue: true });
const second = orderRow(2, { designer: { id: orderRow(9).id, email: 'd@example.com', displayName: 'Dee' } });

function ordersApi(path: string, input: unknown) {
  if (path === 'admin.orders.list') {
    const search = (input as { search?: string }).search;
    return ok({ items: search ? [second] : [first, second], nextCursor: null });
  }
  if (path === 'admin.orders.detail') {
    const { orderId } = input as { orderId: string };
    return orderId === first.id
      ? ok(orderDetail(1, { overdue: true, turnaround: { tier: 'express', hours: 12, amountMinor: 1250 } }))
      : notFound;
  }
  if (path === 'admin.users.list') return ok({ items: [], nextCursor: null });
  return notFound;
}

describe('Orders page', () => {
  it('lists paid orders with status, payment and designer, and filters through the URL', async () => {
    const api = renderConsole('/staff/admin/orders', ordersApi);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = within(table).getByRole('row', { name: /#1001/ });
    expect(row.textContent).toContain('client1@example.com');
    expect(row.textContent).toContain('Unassigned');
    expect(row.textContent).toContain('Overdue');
    expect(row.textContent).toContain('$25.00');
    expect(within(table).getByRole('row', { name: /#1002/ }).textContent).toContain('Dee');
    expect(api.callsTo('admin.orders.list')[0]?.input).toMatchObject({ payment: 'paid' });

    await userEvent.type(screen.getByLabelText('Search'), '1002');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /#1001/ })).toBeNull());
    expect(api.callsTo('admin.orders.list').at(-1)?.input).toMatchObject({ search: '1002' });
    await userEvent.selectOptions(screen.getByLabelText('Payment'), 'all');
    await waitFor(() =>
      expect(api.callsTo('admin.orders.list').at(-1)?.input).toMatchObject({
        payment: 'all',
        search: '1002',
      }),
    );
  });
});

describe('Deleted orders', () => {
  it('lists, once opened, each deleted order with what was paid, when and by whom', async () => {
    const deletions = {
      items: [
        {
          orderId: orderRow(3).id,
          orderNumber: 1003,
          email: 'anna.kowalska@studio-example.com',
          status: 'in_progress',
          paymentStatus: 'paid',
          paid: { currency: 'USD', amountMinor: 4850 },
          imageCount: 12,
          deletedAt: '2026-11-27T09:30:00.000Z',
          deletedBy: 'boss@example.com',
        },
        {
          orderId: orderRow(4).id,
          orderNumber: 1004,
          email: 'b@example.com',
          status: 'pending',
          paymentStatus: 'awaiting_payment',
          paid: null,
          imageCount: 1,
          deletedAt: '2026-11-26T09:30:00.000Z',
          deletedBy: null,
        },
      ],
    };
    const api = renderConsole('/staff/admin/orders', (path, input) =>
      path === 'admin.orders.deletions' ? ok(deletions) : ordersApi(path, input),
    );
    await screen.findByRole('table', { name: 'Orders' });
    expect(api.callsTo('admin.orders.deletions')).toHaveLength(0);
    await userEvent.click(screen.getByText('Deleted orders', { selector: 'summary' }));
    const table = await screen.findByRole('table', { name: 'Deleted orders' });
    const paid = within(table).getByRole('row', { name: /#1003/ });
    expect(paid.textContent).toContain('anna.kowalska@studio-example.com');
    expect(paid.textContent).toContain('$48.50');
    expect(paid.textContent).toContain('In progress');
    expect(paid.textContent).toContain('boss@example.com');
    const unpaid = within(table).getByRole('row', { name: /#1004/ });
    expect(unpaid.textContent).toContain('Not paid');
    expect(unpaid.textContent).toContain('An account since removed');
  });
});

describe('Order dialog', () => {
  it('opens from the order number with the contact, notes and possible statuses, and gives focus back', async () => {
    renderConsole('/staff/admin/orders', ordersApi);
    const open = await screen.findByRole('button', { name: 'View order #1001' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Order #1001' });
    expect(within(dialog).getByText('Jan Kowalski')).toBeDefined();
    expect(within(dialog).getByText('Please keep the sky natural.')).toBeDefined();
    expect(within(dialog).getByText('Test payment')).toBeDefined();
    expect(within(dialog).getByText('Express: 12 h (+$12.50)')).toBeDefined();
    expect(within(dialog).getByText('No other status is possible now.')).toBeDefined();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View order #1001' })),
    );
  });

  it("words the status history in the page's language, the payment with its provider", async () => {
    const history = [
      {
        fromStatus: null,
        toStatus: 'pending',
        changedBy: null,
        note: null,
        paymentProvider: 'offline',
        changedAt: '2026-11-20T10:00:00.000Z',
      },
      {
        fromStatus: 'pending',
        toStatus: 'in_progress',
        changedBy: { email: 'boss@example.com', role: 'admin' },
        note: 'Rush job',
        paymentProvider: null,
        changedAt: '2026-11-20T11:00:00.000Z',
      },
    ] as const;
    const withHistory = (path: string, input: unknown) =>
      path === 'admin.orders.detail' ? ok(orderDetail(1, { history: [...history] })) : ordersApi(path, input);
    await changeLanguage('pl');
    try {
      renderConsole('/staff/admin/orders', withHistory);
      await userEvent.click(await screen.findByRole('button', { name: 'Pokaż zamówienie nr 1001' }));
      const dialog = await screen.findByRole('dialog', { name: 'Zamówienie nr 1001' });
      const entries = within(within(dialog).getByRole('region', { name: 'Historia statusów' })).getAllByRole(
        'listitem',
      );
      expect(entries[0]?.textContent).toContain('Opłacone (Płatność testowa), ustawiono: Oczekujące');
      expect(entries[0]?.textContent).toContain('przez system');
      expect(entries[0]?.textContent).not.toMatch(/paid|offline/);
      expect(entries[1]?.textContent).toContain('przez boss@example.com');
      expect(entries[1]?.textContent).toContain('“Rush job”');
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows each image with links to its full-size files and only the notes it has', async () => {
    const urls = (mediaId: string) => ({
      mediaId,
      thumbnailUrl: `/media/${mediaId}/thumb`,
      previewUrl: `/media/${mediaId}/preview`,
      originalUrl: `/media/${mediaId}/full`,
    });
    const image = {
      id: orderRow(50).id,
      position: 0,
      original: urls(orderRow(51).id),
      edited: null,
      services: [],
      clientNote: 'Brighter,\nplease',
      designerNote: null,
      submittedAt: null,
      revisionUsed: true,
      revisionNote: 'Fix the sky',
      revisionPins: [],
      revisionRequestedAt: null,
      acceptedAt: null,
      bracket: null,
    };
    const withImage = (path: string, input: unknown) =>
      path === 'admin.orders.detail' ? ok(orderDetail(1, { images: [image] })) : ordersApi(path, input);
    renderConsole('/staff/admin/orders', withImage);
    await userEvent.click(await screen.findByRole('button', { name: 'View order #1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #1001' });
    const card = within(within(dialog).getByRole('region', { name: /^Images/ })).getAllByRole('listitem')[0];
    const original = within(card as HTMLElement).getByRole('link', {
      name: 'Open the full-size original of image 1',
    });
    expect(original.getAttribute('href')).toBe(image.original.originalUrl);
    expect(original.getAttribute('target')).toBe('_blank');
    expect(within(card as HTMLElement).queryByRole('link', { name: /edited version/ })).toBeNull();
    expect(within(card as HTMLElement).getByText('Not delivered yet')).toBeDefined();
    const text = card?.textContent ?? '';
    expect(text).toContain('Client note: Brighter,\nplease');
    expect(text).not.toContain('Designer note');
    expect(text).toContain('Revision: Revision Used');
    expect(text).toContain('Revision request: Fix the sky');
    expect(text).not.toContain('Accepted');
  });

  it('says before a paid order is deleted what the client paid and that nothing is refunded', async () => {
    renderConsole('/staff/admin/orders', ordersApi);
    await userEvent.click(await screen.findByRole('button', { name: 'View order #1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #1001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete order #1001?' });
    expect(confirm.textContent).toContain('This action cannot be undone.');
    expect(within(confirm).getByTestId('delete-paid-warning').textContent).toBe(
      'The client paid $25.00 for this order. Deleting it refunds nothing: the payment stays in the revenue figures and the deletion is kept under Deleted orders.',
    );
  });

  it('says when the order cannot be loaded (a link to a deleted order)', async () => {
    renderConsole(`/staff/admin/orders?order=${orderRow(7).id}`, ordersApi);
    const dialog = await screen.findByRole('dialog', { name: 'Orders' });
    expect(await within(dialog).findByText('Failed to load the order.')).toBeDefined();
  });
});
