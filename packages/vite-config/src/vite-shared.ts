// What the three apps' Vite configs share (plain values, read by each vite.config.ts): the build, the dev
// server's proxy to the API and the DOM test setup. Each app names its plugins, port and assets folder.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { argv, env } from 'node:process';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { namespaceFile, type TranslationNamespace } from '@photoedit/i18n/namespaces';
import { buildStandaloneScript, escapeHtml, languageChoicePage } from '@photoedit/ui/language-choice-page';

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

/** Writes `file.br` (Brotli 11) and `file.gz` (gzip 9) beside a file of the build whose bytes are `data`. */
async function writeCompressed(file: string, data: Buffer): Promise<void> {
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
}

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
    async writeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter(
          (entry) => entry.isFile() && compressible.test(entry.name) && !entry.parentPath.includes('.vite'),
        )
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(files.map(async (file) => writeCompressed(file, await readFile(file))));
    },
  };
};

/** What an app's prerender module (`entry` of prerenderPlugin) exports. */
export interface PrerenderModule {
  /** What a page in `lang` says about itself before any script runs. */
  documentOf(lang: string): Promise<PageDocument>;
  /** The app's markup at `path` as its first render shows it, the language of the page and its title. */
  renderPage(path: string): Promise<{ markup: string; lang: string; title: string }>;
}

export interface PageDocument {
  lang: string;
  /** The title the page has before its script sets the page's own. */
  title: string;
  description: string;
  /** The language's name in itself ("Polski"), for the page that offers each language. */
  languageName: string;
}

/** The built page in a language: its `<html lang>`, its title and its description. */
export const inLanguage = (html: string, { lang, title, description }: PageDocument) =>
  html
    .replace(/<html lang="[a-z]+">/, `<html lang="${lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*">/,
      `<meta name="description" content="${escapeHtml(description)}">`,
    );

const moduleScriptTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built page with its module script and preloads replaced by a small script that asks for them once the
 * page has painted (a prerendered page needs no script to paint, so none competes with its first paint), and
 * that script's source.
 */
export function startScriptsAfterPaint(template: string): { html: string; starter: string } {
  const entry = moduleScriptTag.exec(template)?.[1];
  if (!entry) throw new Error('The built index.html has no module script');
  const preloads = [...template.matchAll(modulePreloadTag)].map((match) => match[1]);
  const starter = `// Starts the app once its prerendered page has painted (written by prerenderPlugin).
const chunks = ${JSON.stringify(preloads)};
let started = false;
const start = async () => {
  if (started) return;
  started = true;
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // One chunk evaluated per task, not the whole app in one: the page stays responsive to a tap meanwhile.
  for (const href of chunks) {
    await import(href);
    await new Promise((resolve) => setTimeout(resolve));
  }
  await import(${JSON.stringify(entry)});
};
const painted = new PerformanceObserver(() => {
  painted.disconnect();
  setTimeout(start);
});
try {
  painted.observe({ type: 'paint', buffered: true });
} catch {
  start();
}
// A page opened in a background tab does not paint; a browser that reports no paint still starts.
if (document.visibilityState === 'hidden') start();
setTimeout(start, 3000);
`;
  const html = template.replace(moduleScriptTag, '').replaceAll(modulePreloadTag, '');
  return { html, starter };
}

const hashedAsset = (assetsDir: string, name: string, code: string) =>
  `${assetsDir}/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;

/** Writes the detection script and the page for `/` in each language (ADR 009). */
async function writeLanguageChoice(
  outDir: string,
  assetsDir: string,
  documents: readonly PageDocument[],
  script: string,
): Promise<void> {
  const scriptPath = hashedAsset(assetsDir, 'choose-language', script);
  await writeFile(join(outDir, scriptPath), script);
  const links = documents.map(({ lang, languageName }) => ({ lang, name: languageName }));
  for (const document of documents) {
    await writePage(
      join(outDir, 'prerendered', `root-${document.lang}.html`),
      languageChoicePage(document, links, `/${scriptPath}`),
    );
  }
}

/** Writes an HTML file of the build and its compressed copies. */
async function writePage(file: string, html: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  await writeCompressed(file, Buffer.from(html));
}

/**
 * After the build, renders each of `pages` with the app's `entry` module (loaded through Vite's SSR module
 * loading, so it is the app's own code) into the built index.html, written as `prerendered/<page>.html` (and
 * compressed) for the API to send for that page: its first screen paints before any JavaScript has run, and the
 * app's scripts are asked for once it has (startScriptsAfterPaint). For each of `languages` it writes the app's
 * shell in that language, `prerendered/<lang>/shell.html`, for the language's other pages. With `chooseLanguage`
 * (the module of the detection script), it writes the page for `/` for each language the server may guess,
 * `prerendered/root-<lang>.html` (language-choice-page.ts).
 */
export const prerenderPlugin = ({
  entry,
  pages,
  languages,
  chooseLanguage,
}: {
  entry: string;
  pages: readonly string[];
  languages: readonly string[];
  chooseLanguage?: string;
}) => {
  let root = '';
  let outDir = 'dist';
  let assetsDir = 'assets';
  let configFile: string | undefined;
  return {
    name: 'photoedit-prerender',
    apply: 'build' as const,
    configResolved(config: {
      root: string;
      configFile: string | undefined;
      build: { outDir: string; assetsDir: string };
    }) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
      configFile = config.configFile;
    },
    async closeBundle(error?: unknown) {
      if (error) {
        console.error('REAL', error);
        return;
      }
      const { createServer } = await import('vite');
      const server = await createServer({
        root,
        configFile,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      try {
        const { documentOf, renderPage } = (await server.ssrLoadModule(entry)) as PrerenderModule;
        const built = await readFile(join(outDir, 'index.html'), 'utf8');
        for (const lang of languages) {
          await writePage(
            join(outDir, 'prerendered', lang, 'shell.html'),
            inLanguage(built, await documentOf(lang)),
          );
        }
        if (chooseLanguage) {
          const documents = await Promise.all(languages.map((lang) => documentOf(lang)));
          await writeLanguageChoice(
            outDir,
            assetsDir,
            documents,
            await buildStandaloneScript(root, chooseLanguage),
          );
        }
        const { html: template, starter } = startScriptsAfterPaint(built);
        const starterPath = hashedAsset(assetsDir, 'start', starter);
        await writeFile(join(outDir, starterPath), starter);
        const starterTag = `<script type="module" src="/${starterPath}"></script>\n</head>`;
        for (const page of pages) {
          const { markup, lang, title } = await renderPage(page);
          const html = inLanguage(template, { ...(await documentOf(lang)), title })
            .replace('</head>', starterTag)
            .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
          await writePage(join(outDir, 'prerendered', `${page}.html`), html);
        }
      } finally {
        await server.close();
      }
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
              // The biggest libraries in chunks of their own, so no single chunk takes long to evaluate.
              { name: 'react-dom', test: /node_modules\/\.pnpm\/(react-dom|scheduler)@/ },
              {
                name: 'query',
                test: /node_modules\/\.pnpm\/@(tanstack\+query-core|tanstack\+react-query|trpc)[+@]/,
              },
              { name: 'tailwind-merge', test: /node_modules\/\.pnpm\/tailwind-merge@/ },
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
