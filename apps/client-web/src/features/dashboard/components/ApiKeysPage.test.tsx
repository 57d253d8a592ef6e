import { initI18n } from '@photoedit/i18n';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockTrpc, renderAt } from './dashboard.fixtures';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const key = {
  id: '6d1f2c1e-0a8b-4f5e-9f00-0000000000e1',
  name: 'Zapier',
  prefix: 'pe_ZyXwVuTs',
  scopes: ['read'],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const endpoint = {
  id: '6d1f2c1e-0a8b-4f5e-9f00-0000000000f1',
  name: 'Aryeo',
  url: 'https://studio.example/hook',
  eventTypes: ['order.paid', 'order.delivered'],
  enabled: false,
  disabledReason: 'failing',
  failingSince: '2026-11-18T10:00:00.000Z',
  createdAt: '2026-11-17T10:00:00.000Z',
};
const delivery = {
  id: '6d1f2c1e-0a8b-4f5e-9f00-0000000000d1',
  eventId: '6d1f2c1e-0a8b-4f5e-9f00-0000000000c1',
  eventType: 'order.delivered',
  state: 'failed',
  attempts: 12,
  lastStatus: 503,
  lastError: 'answered 503',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastAttemptAt: '2026-11-21T09:00:00.000Z',
  nextAttemptAt: null,
};

describe('API keys', () => {
  it('makes a key shown once, lists the keys and revokes one', async () => {
    let keys: unknown[] = [];
    const calls = mockTrpc((path, input) => {
      if (path === 'apiKeys.list') return { data: keys };
      if (path === 'apiKeys.create') {
        keys = [key];
        return { data: { key, secret: `pe_${'s'.repeat(40)}`, input } };
      }
      if (path === 'apiKeys.revoke') return { data: { ...key, revokedAt: '2026-11-21T10:00:00.000Z' } };
      return { data: null };
    });
    renderAt('/en/dashboard/api-keys');
    const form = await screen.findByRole('form', { name: 'New key' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Zapier');
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(((await screen.findByLabelText(/^Your new key/)) as HTMLInputElement).value).toBe(
      `pe_${'s'.repeat(40)}`,
    );
    expect(calls.callsTo('apiKeys.create').at(-1)?.input).toEqual({ name: 'Zapier', write: false });
    const list = await screen.findByRole('list', { name: 'Keys' });
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke Zapier' }));
    expect(calls.callsTo('apiKeys.revoke').at(-1)?.input).toEqual({ keyId: key.id });
  });
});

describe('webhooks', () => {
  it('adds an endpoint with its events and shows its secret once; a refused address is said on its field', async () => {
    let refuse = true;
    const calls = mockTrpc((path, input) => {
      if (path === 'apiKeys.list') return { data: [] };
      if (path === 'webhooks.create') {
        if (refuse) {
          refuse = false;
          return {
            error: {
              code: 'BAD_REQUEST',
              status: 400,
              messageKey: 'errors.webhooks.addressRefused',
              issues: [{ path: ['url'], message: 'errors.webhooks.addressRefused' }],
            },
          };
        }
        return {
          data: {
            endpoint: { ...endpoint, enabled: true, disabledReason: null },
            secret: 'whsec_abc',
            input,
          },
        };
      }
      return { data: null };
    });
    renderAt('/en/dashboard/api-keys');
    const form = await screen.findByRole('form', { name: 'New webhook' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Aryeo');
    await userEvent.type(within(form).getByLabelText(/^Address/), 'https://10.0.0.1/hook');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Refund made' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(form).findByText(/must be https on a public host/)).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText(/^Address/));
    await userEvent.type(within(form).getByLabelText(/^Address/), 'https://studio.example/hook');
    await userEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(((await screen.findByLabelText(/^Signing secret of Aryeo/)) as HTMLInputElement).value).toBe(
      'whsec_abc',
    );
    expect(calls.callsTo('webhooks.create').at(-1)?.input).toEqual({
      name: 'Aryeo',
      url: 'https://studio.example/hook',
      eventTypes: ['order.paid', 'order.delivered', 'order.completed', 'order.refunded'],
    });
  });

  it('says an endpoint was switched off for failing, switches it on, and sends a delivery again', async () => {
    const calls = mockTrpc((path) => {
      if (path === 'apiKeys.list') return { data: [] };
      if (path === 'webhooks.list') return { data: [endpoint] };
      if (path === 'webhooks.deliveries') return { data: [delivery] };
      if (path === 'webhooks.update') return { data: { ...endpoint, enabled: true, disabledReason: null } };
      if (path === 'webhooks.resend') return { data: undefined };
      return { data: null };
    });
    renderAt('/en/dashboard/api-keys');
    const list = await screen.findByRole('list', { name: 'Your webhooks' });
    expect(within(list).getByText(/failed every delivery for three days/)).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Switch on Aryeo' }));
    expect(calls.callsTo('webhooks.update').at(-1)?.input).toMatchObject({
      endpointId: endpoint.id,
      enabled: true,
    });
    await userEvent.click(within(list).getByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('list', { name: 'Deliveries of Aryeo' });
    expect(within(log).getByText(/Photos delivered/)).toBeTruthy();
    expect(within(log).getByText(/Attempts: 12 · Answer: 503/)).toBeTruthy();
    await userEvent.click(within(log).getByRole('button', { name: /^Send again: Photos delivered of / }));
    expect(calls.callsTo('webhooks.resend').at(-1)?.input).toEqual({ deliveryId: delivery.id });
  });
});
