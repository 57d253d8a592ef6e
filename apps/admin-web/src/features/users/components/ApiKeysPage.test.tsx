import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notFound, ok, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

describe('API keys tab', () => {
  it("lists every client's keys and revokes one", async () => {
    const key = {
      id: '6d1f2c1e-0a8b-4f5e-9f00-0000000000d1',
      name: 'Aryeo',
      prefix: 'pe_AbCdEfGh',
      scopes: ['read', 'write'],
      createdAt: '2026-11-20T10:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
      accountEmail: 'studio@example.com',
    };
    const api = renderConsole('/staff/admin/api-keys', (path, input) => {
      if (path === 'admin.apiKeys.list') return ok([key]);
      if (path === 'admin.apiKeys.revoke')
        return ok({ ...key, revokedAt: '2026-11-21T10:00:00.000Z', input });
      return notFound;
    });
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(within(list).getByText(/studio@example\.com · read, write · never used/)).toBeDefined();
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke Aryeo of studio@example.com' }));
    await waitFor(() =>
      expect(api.callsTo('admin.apiKeys.revoke').map((call) => call.input)).toEqual([{ keyId: key.id }]),
    );
  });
});
