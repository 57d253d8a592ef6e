// Renders a part of the client app with the providers it runs with (a fresh query cache per render, the app's own
// tRPC client, a Suspense boundary for the suspending queries); the API is answered at the fetch boundary by
// `mockTrpc` (@photoedit/ui/test/mock-trpc).
import { Toaster } from '@photoedit/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { TRPCProvider, trpcClient } from '../lib/trpc';

/** The app's API providers, also as `renderHook`'s wrapper. */
export function ApiProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Suspense fallback={null}>{children}</Suspense>
        <Toaster />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

export const renderWithApi = (node: ReactNode) => render(<ApiProviders>{node}</ApiProviders>);
