// What the three apps' Vite configs share (plain values, read by each vite.config.ts): the build, the dev
// server's proxy to the API and the DOM test setup. Each app names its plugins, port and assets folder.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { argv, env } from 'node:process';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { namespaceFile, type TranslationNamespace } from '@photoedit/i18n/namespaces';

/** `vite dev` sends API and image requests to the API server (`npm run dev` starts it on 3000). */
export const apiProxy = { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' };

/** Vitest in jsdom, with the shared waiting time for conditions. */
export const domTests = {
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['@photoedit/ui/test/dom-setup'],
  testTimeout: 20_000,
};

/** What sets one app's page apart: its title, and for the public app the description search engines show. */
export interface AppDocument {
  title: string;
  /** Set for the public app; the staff apps have none and are not indexed. */
  description?: string;
}

interface HtmlTag {
  tag: string;
  attrs?: Record<string, string>;
  children?: string;
  injectTo: 'head-prepend' | 'head' | 'body-prepend' | 'body';
}

/**
 * The page every app is served in, written once: each app's index.html is an empty shell that this Vite plugin
 * fills before Vite reads it (`order: 'pre'`, so the module script is bundled as usual).
 */
export const appDocumentPlugin = (document: AppDocument) => ({
  name: 'photoedit-app-document',
  transformIndexHtml: {
    order: 'pre' as const,
    handler: (): HtmlTag[] => [
      { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
      {
        tag: 'meta',
        attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1, maximum-scale=5' },
        injectTo: 'head',
      },
      document.description
        ? { tag: 'meta', attrs: { name: 'description', content: document.description }, injectTo: 'head' }
        : { tag: 'meta', attrs: { name: 'robots', content: 'noindex' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }, injectTo: 'head' },
      { tag: 'title', children: document.title, injectTo: 'head' },
      { tag: 'div', attrs: { id: 'root' }, injectTo: 'body-prepend' },
      { tag: 'script', attrs: { type: 'module', src: '/src/main.tsx' }, injectTo: 'body' },
    ],
  },
});

const compressible = /\.(js|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `file.br` and `file.gz` beside each text file of the build, compressed once at the highest levels, for
 * the API to send by content negotiation (@fastify/static `preCompressed`). Source maps and the manifest are
 * left alone: they are never sent to browsers.
 */
export const precompressPlugin = () => {
  let outDir = 'dist';
  return {
    name: 'photoedit-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter(
          (entry) => entry.isFile() && compressible.test(entry.name) && !entry.parentPath.includes('.vite'),
        )
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < 1024) return;
          await writeFile(
            `${file}.br`,
            await brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          );
          await writeFile(`${file}.gz`, await gzipped(data, { level: 9 }));
        }),
      );
    },
  };
};

/**
 * Build, dev server and tests of an app whose assets live under `/${assetsDir}/` (so one server serves all three).
 * Source maps are written for debugging and the bundle budget, without the comment that would make browsers ask
 * for them (the API does not serve them in production). NODE_ENV is never taken from the shell: a build is
 * always React's production build (`vite build` would otherwise follow NODE_ENV=development).
 */
export const appConfig = (assetsDir: string, port: number, firstTexts: readonly TranslationNamespace[]) => {
  // Read by Vite after the config file has loaded (its `isProduction`, React's build, the JSX runtime).
  if (argv.includes('build')) env.NODE_ENV = 'production';
  const firstFiles = new Set(firstTexts.map(namespaceFile));
  return {
    build: {
      assetsDir,
      sourcemap: 'hidden' as const,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The first page's texts in one chunk per language (one request before the first render, not seven).
            groups: [
              {
                name: (id: string) => {
                  const text = /\/locales\/(en|pl)\/([a-z-]+)\.ts$/.exec(id);
                  return text && firstFiles.has(text[2] ?? '') ? `texts-${text[1]}` : null;
                },
              },
            ],
          },
        },
      },
    },
    server: { port, proxy: apiProxy },
    test: domTests,
  };
};
