import type { AppRouter } from '@photoedit/api-types';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { apiClient } from './client';

/**
 * The React side of an app's API: one QueryClient, the shared typed client, a query-options proxy for route
 * loaders and the React provider/hook for components.
 */
export function createApi() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: apiClient, queryClient });
  const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
  return { queryClient, trpcClient: apiClient, trpc, TRPCProvider, useTRPC };
}
