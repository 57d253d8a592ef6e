import { initI18n } from '@photoedit/i18n';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from '../error/AppErrorBoundary';
import { installChunkLoadRecovery } from '../error/chunk-load';

export interface MountAppOptions<TClient> {
  router: AnyRouter;
  queryClient: QueryClient;
  /** The app's tRPC client and provider (from createApi), so components can use `useTRPC()`. */
  trpcClient: TClient;
  TRPCProvider: ComponentType<{ trpcClient: TClient; queryClient: QueryClient; children: ReactNode }>;
  rootElementId?: string;
}

/** Starts an app: translations, chunk-load recovery, and the provider tree under the top error boundary. */
export function mountApp<TClient>({
  router,
  queryClient,
  trpcClient,
  TRPCProvider,
  rootElementId = 'root',
}: MountAppOptions<TClient>) {
  initI18n();
  installChunkLoadRecovery();
  const container = document.getElementById(rootElementId);
  if (!container) throw new Error(`The #${rootElementId} element is missing from index.html`);
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <RouterProvider router={router} />
          </TRPCProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
}
