import type { AdminOrderDetail, OrderStatusChoice } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { ApiRequestError, toast } from '@photoedit/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderStatusForm } from './OrderStatusForm';

const setStatus = vi.fn(async (input: unknown) => input);
vi.mock('../../../lib/trpc', () => ({
  useTRPC: () => ({
    admin: {
      orders: {
        setStatus: {
          mutationOptions: (options: object) => ({ mutationFn: setStatus, ...options }),
        },
        pathKey: () => ['admin', 'orders'],
      },
      stats: { pathKey: () => ['admin', 'stats'] },
    },
  }),
}));

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  setStatus.mockClear();
});

const order = (status: AdminOrderDetail['status'], statusChoices: OrderStatusChoice[]) =>
  ({
    id: '11111111-1111-4111-8111-111111111111',
    status,
    paymentStatus: 'paid',
    statusChoices,
  }) as AdminOrderDetail;

function renderForm(value: AdminOrderDetail) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderStatusForm order={value} />
    </QueryClientProvider>,
  );
}

describe('OrderStatusForm', () => {
  it('offers only the statuses possible now and says why the others are not', () => {
    renderForm(
      order('pending', [
        { status: 'in_progress', possible: false, reasonKey: 'errors.orderStatus.noDesigner' },
        { status: 'ready_for_review', possible: false, reasonKey: 'errors.orderStatus.notDelivered' },
        { status: 'revision_requested', possible: false, reasonKey: 'errors.orderStatus.noOpenRevision' },
        { status: 'completed', possible: false, reasonKey: 'errors.orderStatus.notDelivered' },
      ]),
    );
    const select = screen.getByLabelText('Change status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Pending']);
    const reasons = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(reasons?.textContent).toContain('No other status is possible now.');
    expect(
      within(reasons as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'In progress: Nobody works on this order yet. Assign a designer first.',
      'Ready for review: Not every photo has its edited version delivered yet.',
      'Revision requested: No photo of this order has a revision request.',
      'Completed: Not every photo has its edited version delivered yet.',
    ]);
    expect((screen.getByRole('button', { name: 'Update status' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sets a possible status with the note', async () => {
    renderForm(
      order('in_progress', [
        { status: 'pending', possible: false, reasonKey: 'errors.orderStatus.designerAssigned' },
        { status: 'ready_for_review', possible: true, reasonKey: null },
        { status: 'revision_requested', possible: false, reasonKey: 'errors.orderStatus.noOpenRevision' },
        { status: 'completed', possible: true, reasonKey: null },
      ]),
    );
    const select = screen.getByLabelText('Change status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([
      'in_progress',
      'ready_for_review',
      'completed',
    ]);
    expect(screen.getByText('Not possible now:')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'completed' } });
    fireEvent.change(screen.getByLabelText('Note for the history (optional)'), {
      target: { value: 'By phone' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalled());
    expect(setStatus.mock.calls[0]?.[0]).toEqual({
      orderId: '11111111-1111-4111-8111-111111111111',
      status: 'completed',
      note: 'By phone',
    });
  });

  it('shows a refusal in the form, once (no toast as well)', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    setStatus.mockRejectedValueOnce(
      new ApiRequestError(409, 'CONFLICT', 'errors.orderStatus.designerAssigned'),
    );
    renderForm(order('in_progress', [{ status: 'completed', possible: true, reasonKey: null }]));
    fireEvent.change(screen.getByLabelText('Change status'), { target: { value: 'completed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the note on the note field, and keeps the note after a failure", async () => {
    setStatus.mockRejectedValueOnce(
      new ApiRequestError(400, 'BAD_INPUT', 'errors.BAD_INPUT', [
        { path: ['note'], message: 'errors.orders.noteTooLong' },
      ]),
    );
    renderForm(order('in_progress', [{ status: 'completed', possible: true, reasonKey: null }]));
    fireEvent.change(screen.getByLabelText('Change status'), { target: { value: 'completed' } });
    const note = screen.getByLabelText('Note for the history (optional)') as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'Too long for the server' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${note.id}-error`)?.textContent).toBe(
      'The note is too long (at most 2000 characters).',
    );
    expect(note.value).toBe('Too long for the server');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the note once the status is set', async () => {
    renderForm(order('in_progress', [{ status: 'completed', possible: true, reasonKey: null }]));
    fireEvent.change(screen.getByLabelText('Change status'), { target: { value: 'completed' } });
    const note = screen.getByLabelText('Note for the history (optional)') as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'By phone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(note.value).toBe(''));
    expect(setStatus).toHaveBeenCalledTimes(1);
  });
});
