import {
  languageHeader,
  roleFromPath,
  trpcMaxBatchSize,
  trpcMaxUrlLength,
  trpcPath,
} from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createAuthFetch } from '../session/auth-fetch';

/** The role whose session an API call uses: the one of the page the browser is on (SPEC §2, §7). */
export const currentPathRole = () =>
  roleFromPath(typeof window === 'undefined' ? '/' : window.location.pathname);

/** Plain fetch calls of the apps go through the same session rules as the tRPC client (SPEC §8). */
export const apiFetch = createAuthFetch(currentPathRole);

/**
 * The API client of an app: one QueryClient, the tRPC client (batched within the API's limits, sending the
 * interface language and the Bearer token of the current path's role through the session-aware fetch), a query-options proxy for route loaders and the React provider/hook for components.
 */
export function createApi<TRouter extends AnyTRPCRouter>() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  });
  // The link's options only depend on the router's transformer (none here), which a generic cannot see.
  const link = httpBatchLink<AnyTRPCRouter>({
    url: trpcPath,
    maxItems: trpcMaxBatchSize,
    maxURLLength: trpcMaxUrlLength,
    headers: () => ({ [languageHeader]: i18n.language }),
    fetch: apiFetch,
  }) as TRPCLink<TRouter>;
  const trpcClient = createTRPCClient<TRouter>({ links: [link] });
  const trpc = createTRPCOptionsProxy<TRouter>({ client: trpcClient, queryClient });
  const { TRPCProvider, useTRPC } = createTRPCContext<TRouter>();
  return { queryClient, trpcClient, trpc, TRPCProvider, useTRPC };
}
