import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userRow } from '../../../test/fixtures';
import { notFound, ok, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

const designer = userRow(1, { approved: false, displayName: 'Dana Designer' });
const client = userRow(2, { role: 'client', displayName: 'Carl Client' });

describe('Users page', () => {
  it('lists the users in a table, filters by role and search, and approves a designer', async () => {
    const api = renderConsole('/staff/admin/users', (path, input) => {
      if (path === 'admin.users.list') {
        const role = (input as { role?: string }).role;
        return ok({ items: role === 'client' ? [client] : [designer, client], nextCursor: null });
      }
      if (path === 'admin.users.approve') return ok({ ...designer, approved: true });
      return notFound;
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const row = within(table).getByRole('row', { name: /Dana Designer/ });
    expect(row.textContent).toContain('Awaiting approval');

    await userEvent.click(within(row).getByRole('button', { name: `Approve: ${designer.email}` }));
    expect(await screen.findAllByText('Designer approved')).not.toHaveLength(0);
    expect(api.callsTo('admin.users.approve').map((call) => call.input)).toEqual([{ userId: designer.id }]);

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'client');
    await waitFor(() => expect(within(table).queryByText('Dana Designer')).toBeNull());
    expect(api.callsTo('admin.users.list').at(-1)?.input).toMatchObject({ role: 'client' });

    await userEvent.type(screen.getByLabelText('Search'), 'carl');
    await waitFor(() =>
      expect(api.callsTo('admin.users.list').at(-1)?.input).toMatchObject({ role: 'client', search: 'carl' }),
    );
  });

  it('deactivates after asking, activates at once, and loads the next page on demand', async () => {
    const inactive = userRow(3, { status: 'inactive', displayName: 'Ina Inactive' });
    const api = renderConsole('/staff/admin/users', (path, input) => {
      if (path === 'admin.users.list') {
        const cursor = (input as { cursor?: string }).cursor;
        return cursor
          ? ok({ items: [inactive], nextCursor: null })
          : ok({ items: [client], nextCursor: 'next' });
      }
      if (path === 'admin.users.setStatus') return ok(client);
      return notFound;
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const second = await within(table).findByRole('row', { name: /Ina Inactive/ });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: `Deactivate: ${client.email}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate this account?' });
    expect(api.callsTo('admin.users.setStatus')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('admin.users.setStatus')).toHaveLength(1));

    await userEvent.click(within(second).getByRole('button', { name: `Activate: ${inactive.email}` }));
    await waitFor(() =>
      expect(api.callsTo('admin.users.setStatus').map((call) => call.input)).toEqual([
        { userId: client.id, status: 'inactive' },
        { userId: inactive.id, status: 'active' },
      ]),
    );
  });

  it('says the list failed to load, and loads it again on retry', async () => {
    let fail = true;
    renderConsole('/staff/admin/users', (path) => {
      if (path === 'admin.users.list') {
        return fail
          ? { error: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'errors.INTERNAL', status: 500 } }
          : ok({ items: [client], nextCursor: null });
      }
      return notFound;
    });
    await screen.findByText('Failed to load users.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByRole('table', { name: 'Users' })).textContent).toContain('Carl Client');
  });
});
