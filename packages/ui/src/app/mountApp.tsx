import type { Language } from '@photoedit/contracts';
import { i18n, loadI18n, type TranslationNamespace } from '@photoedit/i18n';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppErrorBoundary } from '../error/AppErrorBoundary';
import { installChunkLoadRecovery } from '../error/chunk-load';
import { setAppName } from './page-title';

/**
 * Marks a part of a prerendered page left for the browser to render (it waited for the API or for a lazy chunk):
 * hydration renders it as expected, so it is not reported as an error.
 */
export const prerenderedPlaceholderDigest = 'photoedit-prerender';

const reportUnlessPlaceholder = (error: unknown) => {
  if ((error as { digest?: unknown } | null)?.digest === prerenderedPlaceholderDigest) return;
  reportError(error);
};

/**
 * Set on <html> once the app has rendered (or taken over a prerendered page) and its handlers are attached. A
 * prerendered page looks the same before: tests and tools that interact wait for this, not for text.
 */
export const appReadyAttribute = 'data-app-ready';

function MarkAppReady() {
  useEffect(() => {
    document.documentElement.setAttribute(appReadyAttribute, '');
  }, []);
  return null;
}

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
  /** What the app calls itself, the end of every page's title (page-title.ts). */
  appName: string;
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
  appName,
  rootElementId = 'root',
}: MountAppOptions<TClient>) {
  installChunkLoadRecovery();
  setAppName(appName);
  await loadI18n({ namespaces, ...(language ? { language } : {}) });
  const container = document.getElementById(rootElementId);
  if (!container) throw new Error(`The #${rootElementId} element is missing from index.html`);
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <RouterProvider router={router} />
            <MarkAppReady />
          </TRPCProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
  if (container.firstElementChild) {
    // A page prerendered at build time (prerenderPlugin) is on screen: once its route is loaded, React takes
    // over the markup that is there instead of building the page again, as a transition (yielding to the
    // browser every few milliseconds rather than holding the main thread for the whole page).
    await router.load();
    // Rendered as a server renders it (no Suspense boundary around the root match), so the trees are the same.
    router.ssr = { manifest: undefined };
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportUnlessPlaceholder });
    });
  } else {
    createRoot(container).render(app);
  }
  if (laterNamespaces.length > 0) void i18n.loadNamespaces([...laterNamespaces]);
}
