import { initI18n } from '@photoedit/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from './client';
import { ApiRequestError, describeError, toApiError } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer(handler: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), headers: new Headers(init.headers) });
      return handler(String(input), init);
    }),
  );
  return calls;
}

beforeAll(() => {
  initI18n({ language: 'en' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the typed API client', () => {
  it('sends a call with its own headers unbatched, and the others batched, all with the language', async () => {
    const calls = stubServer((url) =>
      url.includes('batch=1')
        ? json(200, [{ result: { data: { publishableKey: null } } }])
        : json(200, { result: { data: { valid: true } } }),
    );
    await apiClient.discounts.check.query(
      { code: 'WELCOME10', images: [] },
      {
        context: { headers: { 'x-draft-token': 'draft-1' } },
      },
    );
    await apiClient.payments.config.query();
    expect(calls[0]?.url).toMatch(/^\/api\/trpc\/discounts\.check\?input=/);
    expect(calls[0]?.headers.get('x-draft-token')).toBe('draft-1');
    expect(calls[1]?.url).toMatch(/^\/api\/trpc\/payments\.config\?batch=1/);
    expect(calls[1]?.headers.get('x-draft-token')).toBeNull();
    for (const call of calls) expect(call.headers.get('x-language')).toBeTruthy();
  });

  it('turns a tRPC error answer into the domain code, message key and field issues', async () => {
    stubServer(() =>
      json(409, {
        error: {
          message: 'used up',
          code: -32603,
          data: {
            code: 'CONFLICT',
            httpStatus: 409,
            appCode: 'CONFLICT',
            messageKey: 'errors.orders.alreadyPaid',
            issues: [],
          },
        },
      }),
    );
    const failure = await apiClient.payments.config.query().catch((error: unknown) => error);
    const normalised = toApiError(failure);
    expect(normalised).toBeInstanceOf(ApiRequestError);
    expect(normalised).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      messageKey: 'errors.orders.alreadyPaid',
    });
    expect(describeError(failure)).toBe('This order has already been paid.');
  });

  it('reports a call that got no answer as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = await apiClient.payments.config.query().catch((error: unknown) => error);
    expect(toApiError(failure)).toMatchObject({ code: 'NETWORK', messageKey: 'errors.network' });
  });
});
