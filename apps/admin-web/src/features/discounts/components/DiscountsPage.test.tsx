import { toast } from '@photoedit/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { discountRow } from '../../../test/fixtures';
import { notFound, ok, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

describe('Discount codes page', () => {
  it('checks a new code against the contract’s rules before sending it, then creates it', async () => {
    const api = renderConsole('/staff/admin/discounts', (path) => {
      if (path === 'admin.discounts.list') return ok([discountRow(1)]);
      if (path === 'admin.discounts.create')
        return ok(discountRow(2, { code: 'SPRING15', value: 15, maxUses: 3 }));
      return notFound;
    });
    const form = await screen.findByRole('form', { name: 'New code' });
    await userEvent.type(within(form).getByLabelText('Code'), 'x');
    await userEvent.type(within(form).getByLabelText('Value'), '150');
    await userEvent.type(within(form).getByLabelText('Maximum uses (optional)'), 'many');
    await userEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('The code must be 3 to 40 letters, digits, _ or -.')).toBeDefined();
    expect(within(form).getByText('The number of uses must be a positive whole number.')).toBeDefined();
    expect(within(form).getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(within(form).getByLabelText('Code'));
    await userEvent.type(within(form).getByLabelText('Code'), 'SPRING15');
    await userEvent.clear(within(form).getByLabelText('Maximum uses (optional)'));
    await userEvent.type(within(form).getByLabelText('Maximum uses (optional)'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('A percentage must be between 1 and 100.')).toBeDefined();
    expect(api.callsTo('admin.discounts.create')).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Value'));
    await userEvent.type(within(form).getByLabelText('Value'), '15');
    await userEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(api.callsTo('admin.discounts.create')).toHaveLength(1));
    expect(api.callsTo('admin.discounts.create')[0]?.input).toEqual({
      code: 'SPRING15',
      kind: 'percent',
      value: 15,
      maxUses: 3,
      expiresAt: null,
    });
    expect(await screen.findAllByText('Discount code created')).not.toHaveLength(0);
  });

  it('turns a fixed amount typed in dollars into cents, and says when the server refuses the code', async () => {
    const api = renderConsole('/staff/admin/discounts', (path) => {
      if (path === 'admin.discounts.list') return ok([]);
      if (path === 'admin.discounts.create') {
        return { error: { code: 'CONFLICT', messageKey: 'errors.admin.discountCodeTaken', status: 409 } };
      }
      return notFound;
    });
    expect(await screen.findByText('There are no discount codes yet.')).toBeDefined();
    const errorToast = vi.spyOn(toast, 'error');
    const form = screen.getByRole('form', { name: 'New code' });
    await userEvent.type(within(form).getByLabelText('Code'), 'FIVE');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'fixed');
    await userEvent.type(within(form).getByLabelText('Value'), '5,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(api.callsTo('admin.discounts.create')).toHaveLength(1));
    expect(api.callsTo('admin.discounts.create')[0]?.input).toMatchObject({
      code: 'FIVE',
      kind: 'fixed',
      value: 550,
      currency: 'USD',
    });
    // The refusal is the form's own message, shown there only (no toast as well).
    expect((await within(form).findByRole('alert')).textContent).toBe('This code exists already.');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('lists the codes with their uses and switches one off', async () => {
    const api = renderConsole('/staff/admin/discounts', (path) => {
      if (path === 'admin.discounts.list') return ok([discountRow(1, { maxUses: 10, uses: 4 })]);
      if (path === 'admin.discounts.setActive') return ok(discountRow(1, { active: false }));
      return notFound;
    });
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    const row = within(table).getByRole('row', { name: /CODE1/ });
    expect(row.textContent).toContain('4 of 10');
    expect(row.textContent).toContain('10%');
    await userEvent.click(within(row).getByRole('button', { name: 'Switch off CODE1' }));
    await waitFor(() => expect(api.callsTo('admin.discounts.setActive')).toHaveLength(1));
    expect(api.callsTo('admin.discounts.setActive')[0]?.input).toEqual({
      discountId: discountRow(1).id,
      active: false,
    });
  });
});
