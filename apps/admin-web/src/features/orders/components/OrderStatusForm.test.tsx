import type { AdminOrderDetail, OrderStatusChoice } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { toast } from '@photoedit/ui';
import { mockTrpc, type TrpcAnswer } from '@photoedit/web-client/test/mock-trpc';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRPCProvider, trpcClient } from '../../../lib/trpc';
import { OrderStatusForm } from './OrderStatusForm';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** `admin.orders.setStatus` answers `answer` (the input back by default); returns its calls so far. */
function mockSetStatus(answer?: TrpcAnswer) {
  const api = mockTrpc((path, input) => {
    if (path !== 'admin.orders.setStatus') throw new Error(`unexpected call: ${path}`);
    return answer ?? { data: input };
  });
  return () => api.callsTo('admin.orders.setStatus');
}

const order = (status: AdminOrderDetail['status'], statusChoices: OrderStatusChoice[]) =>
  ({
    id: '11111111-1111-4111-8111-111111111111',
    status,
    paymentStatus: 'paid',
    statusChoices,
  }) as AdminOrderDetail;

function renderForm(value: AdminOrderDetail) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <OrderStatusForm order={value} />
      </TRPCProvider>
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
    const setStatus = mockSetStatus();
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
    await waitFor(() => expect(setStatus()).toHaveLength(1));
    expect(setStatus()[0]?.input).toEqual({
      orderId: '11111111-1111-4111-8111-111111111111',
      status: 'completed',
      note: 'By phone',
    });
  });

  it('shows a refusal in the form, once (no toast as well)', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    mockSetStatus({
      error: {
        code: 'CONFLICT',
        appCode: 'CONFLICT',
        messageKey: 'errors.orderStatus.designerAssigned',
        status: 409,
      },
    });
    renderForm(order('in_progress', [{ status: 'completed', possible: true, reasonKey: null }]));
    fireEvent.change(screen.getByLabelText('Change status'), { target: { value: 'completed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the note on the note field, and keeps the note after a failure", async () => {
    mockSetStatus({
      error: {
        code: 'BAD_REQUEST',
        appCode: 'BAD_INPUT',
        messageKey: 'errors.BAD_INPUT',
        status: 400,
        issues: [{ path: ['note'], message: 'errors.orders.noteTooLong' }],
      },
    });
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
    const setStatus = mockSetStatus();
    renderForm(order('in_progress', [{ status: 'completed', possible: true, reasonKey: null }]));
    fireEvent.change(screen.getByLabelText('Change status'), { target: { value: 'completed' } });
    const note = screen.getByLabelText('Note for the history (optional)') as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'By phone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(note.value).toBe(''));
    expect(setStatus()).toHaveLength(1);
  });
});
