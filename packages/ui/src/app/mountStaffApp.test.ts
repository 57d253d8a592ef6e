import { createApi } from '@photoedit/web-client';
import { createRootRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { mountApp } from './mountApp';
import { mountStaffApp } from './mountStaffApp';

vi.mock('./mountApp', () => ({ mountApp: vi.fn(async () => {}) }));

describe('mountStaffApp', () => {
  it("mounts the console with its API's query client, tRPC client and provider, in the detected language", async () => {
    const api = createApi();
    const router = createRouter({ routeTree: createRootRoute() });
    await mountStaffApp({ appName: 'PhotoEdit Admin', router, api, namespaces: ['common'] });
    expect(mountApp).toHaveBeenCalledWith({
      appName: 'PhotoEdit Admin',
      router,
      namespaces: ['common'],
      queryClient: api.queryClient,
      trpcClient: api.trpcClient,
      TRPCProvider: api.TRPCProvider,
    });
  });
});
