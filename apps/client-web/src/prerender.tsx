// The client app's pages rendered to HTML at build time (prerenderPlugin, vite.config.ts): the API sends the home
// page with its first screen already in the markup, so the hero paints before any JavaScript has run; the app
// then renders over it. Nothing that depends on the visitor or on the API is baked in: every call fails, so the parts
// that need one are written as their placeholders, which the app renders in the browser.
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { changeLanguage, i18n, initI18n } from '@photoedit/i18n';
import { pageTitle, prerenderedPlaceholderDigest, routerDefaults, setAppName } from '@photoedit/ui';
import type { PrerenderModule } from '@photoedit/vite-config/vite-shared';
import { createPrerenderApi } from '@photoedit/web-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { TRPCProvider } from './lib/trpc';
import { routeTree } from './routeTree.gen';
import { appName } from './texts';

setAppName(appName);

const languageOf = (path: string) => (path.split('/')[1] === 'pl' ? 'pl' : 'en');

/** What the served page of a language says about itself before any script runs. */
export const documentOf: PrerenderModule['documentOf'] = async (lang) => {
  const language = languageOf(`/${lang}`);
  initI18n({ language });
  await changeLanguage(language);
  return {
    lang: language,
    title: pageTitle(),
    description: i18n.t('home:metaDescription'),
    languageName: i18n.t(`common:language.${language}`),
  };
};

/** The markup of the app at `path` (e.g. `/pl`), as the first render in a browser would show it. */
export const renderPage: PrerenderModule['renderPage'] = async (path) => {
  const language = languageOf(path);
  await documentOf(language);
  const { queryClient, trpcClient, trpc } = createPrerenderApi();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, trpc },
    ...routerDefaults,
    // Its inline script would be refused by the CSP; the app restores scrolling itself once it runs.
    scrollRestoration: false,
  });
  await router.load();
  // Written once everything has rendered (the lazy parts loaded, the calls failed): one piece of markup without
  // the inline scripts that would stream parts in later, the same on every build.
  let rendering: ReturnType<typeof renderToPipeableStream> | undefined;
  await new Promise<void>((resolve, reject) => {
    rendering = renderToPipeableStream(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>,
      {
        onError: () => prerenderedPlaceholderDigest,
        onShellError: reject,
        onAllReady: resolve,
        // React writes a large finished boundary apart, revealed by an inline script (refused by the CSP, and
        // nothing without JavaScript): here every boundary is finished, so all of it is written in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
  });
  const output = new PassThrough();
  rendering?.pipe(output);
  const markup = await text(output);
  // The title the home page gives itself once its script runs (HomePage).
  return { markup, lang: language, title: pageTitle(i18n.t('home:hero.title')) };
};
