// Renders the admin console as it runs (the real route tree, guards and providers) at a path, signed in as an
// admin, with the API answered at the fetch boundary by `mockTrpc`.
import { initI18n } from '@photoedit/i18n';
import { Toaster } from '@photoedit/ui';
import { writeSession } from '@photoedit/web-client';
import { mockTrpc, type TrpcHandler, testAccessToken } from '@photoedit/web-client/test/mock-trpc';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { queryClient, TRPCProvider, trpc, trpcClient } from '../lib/trpc';
import { routeTree } from '../routeTree.gen';

export const admin = {
  id: '00000000-0000-4000-8000-0000000000ad',
  email: 'admin@example.com',
  role: 'admin' as const,
  approved: true,
  status: 'active' as const,
  displayName: 'Ada Admin',
  firstName: null,
  lastName: null,
  language: 'en' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function setUpConsoleTests() {
  beforeAll(() => {
    initI18n({ language: 'en' });
    // The app retries a failed query once after 1 s; a test keeps the retry and drops the wait.
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
    });
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.restoreAllMocks();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

export function renderConsole(path: string, handler: TrpcHandler) {
  writeSession('admin', { accessToken: testAccessToken, refreshToken: 'refresh', user: admin });
  const api = mockTrpc(handler);
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...api, router };
}

export const ok = (data: unknown) => ({ data });
export const notFound = { error: { code: 'NOT_FOUND', messageKey: 'errors.NOT_FOUND', status: 404 } };
