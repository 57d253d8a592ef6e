// The product's typed tRPC client for tests that set up state through the API: the same router type and link
// the apps use, sending through Playwright's request context (its base URL, no browser).
import type { AppRouter } from '@photoedit/api/router';
import type { APIRequestContext } from '@playwright/test';
import { createTRPCClient, httpLink } from '@trpc/client';

/** Headers every call of this client sends, e.g. `{ authorization: 'Bearer …' }` or the wizard's draft token. */
export function apiClient(request: APIRequestContext, headers: Record<string, string> = {}) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: '/api/trpc',
        headers,
        fetch: async (url, init) => {
          const response = await request.fetch(String(url), {
            method: init?.method ?? 'GET',
            headers: Object.fromEntries(new Headers(init?.headers).entries()),
            ...(typeof init?.body === 'string' ? { data: init.body } : {}),
          });
          return new Response(await response.text(), {
            status: response.status(),
            headers: response.headers(),
          });
        },
      }),
    ],
  });
}

/** A client signed in with a Bearer token (e.g. a designer's, from POST /api/auth/login). */
export const bearerClient = (request: APIRequestContext, token: string) =>
  apiClient(request, { authorization: `Bearer ${token}` });
