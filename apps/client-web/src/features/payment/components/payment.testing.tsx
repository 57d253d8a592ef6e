// What the payment pages' tests share: routes rendered with a fresh query client and the app's tRPC provider.
import { renderRoutes } from '@photoedit/ui/test/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TRPCProvider, trpcClient } from '../../../lib/trpc';

export function renderWithApi(path: string, routes: { path: string; component: () => ReactNode }[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(path, routes, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    ),
  });
}
