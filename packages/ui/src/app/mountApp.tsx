import type { Language } from '@photoedit/contracts';
import { i18n, loadI18n, type TranslationNamespace } from '@photoedit/i18n';
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
  /** The namespaces the first page needs: loaded, in the current language only, before the first render. */
  namespaces: readonly TranslationNamespace[];
  /**
   * The app's other namespaces: fetched right after the first render (a component that needs one before it has
   * arrived waits for it in a Suspense boundary).
   */
  laterNamespaces?: readonly TranslationNamespace[];
  /** Start in this language (the client's URL says it) rather than the detected one. */
  language?: Language;
  rootElementId?: string;
}

/** Starts an app: translations, chunk-load recovery, and the provider tree under the top error boundary. */
export async function mountApp<TClient>({
  router,
  queryClient,
  trpcClient,
  TRPCProvider,
  namespaces,
  laterNamespaces = [],
  language,
  rootElementId = 'root',
}: MountAppOptions<TClient>) {
  installChunkLoadRecovery();
  await loadI18n({ namespaces, ...(language ? { language } : {}) });
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
  if (laterNamespaces.length > 0) void i18n.loadNamespaces([...laterNamespaces]);
}
