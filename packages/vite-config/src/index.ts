// Each web app's Vite config, written once: file-based routes split per route, React, Tailwind, the
// precompressed build and the page the app is served in, then the shared build, dev server and tests
// (`appConfig` of ./vite-shared.ts). An app's vite.config.ts names only what sets it apart.
import type { TranslationNamespace } from '@photoedit/i18n/namespaces';
import {
  type AppDocument,
  appConfig,
  appDocumentPlugin,
  precompressPlugin,
} from '@photoedit/vite-config/vite-shared';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';

export interface WebApp {
  /** Its built assets live under `/${assetsDir}/`, so one server serves all three apps side by side. */
  assetsDir: string;
  /** The port of its `vite dev` server. */
  port: number;
  /** Its title (and, for the public app, its description) in the served page. */
  document: AppDocument;
  /** The namespaces its first page needs (src/texts.ts): built into one chunk per language. */
  firstTexts: readonly TranslationNamespace[];
  /** Plugins of this app alone (the public app's prerendering). */
  plugins?: PluginOption[];
  /**
   * Where the app's pages start (`/staff/designer`): its dev server sends `/`, the address Vite prints, there
   * (a staff app has no page at `/`).
   */
  homePath?: string;
}

/** The dev server's `/` redirected to the app's first page. */
export function homeRedirectPlugin(homePath: string): Plugin {
  return {
    name: 'photoedit-home-redirect',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== '/') return next();
        response.statusCode = 302;
        response.setHeader('location', homePath);
        response.end();
      });
    },
  };
}

export const webAppConfig = ({ assetsDir, port, document, firstTexts, plugins = [], homePath }: WebApp) => ({
  plugins: [
    ...(homePath ? [homeRedirectPlugin(homePath)] : []),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    precompressPlugin(),
    ...plugins,
    appDocumentPlugin(document),
  ],
  ...appConfig(assetsDir, port, firstTexts),
});
