// First-load JavaScript of each app's first route, compressed as it goes on the wire (Brotli, the form the API
// serves to browsers that accept it), read from the Vite manifests of the built apps. Prints the figures and exits
// 1 when an app is over its budget or ships React's development build, so `npm test` fails on a regression.
// Usage (after a build): pnpm --filter @photoedit/bench run bench:bundle
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as adminTexts from '../../apps/admin-web/src/texts';
import * as clientTexts from '../../apps/client-web/src/texts';
import * as designerTexts from '../../apps/designer-web/src/texts';
import { namespaceFile, type TranslationNamespace } from '../../packages/i18n/src/namespaces';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface AppBudget {
  app: string;
  /** What the row measures: the page a visitor lands on first. */
  page: string;
  /** The route files that page renders (their split chunks load before it paints). */
  firstRoute: string[];
  /** The app's first-page namespaces (its `texts.ts`): their English chunk loads before the first render. */
  namespaces: readonly TranslationNamespace[];
  budgetKb: number;
}

const budgets: AppBudget[] = [
  {
    app: 'client-web',
    page: '/en (home)',
    firstRoute: ['src/routes/__root.tsx', 'src/routes/$lang.tsx', 'src/routes/$lang/index.tsx'],
    namespaces: clientTexts.firstTexts,
    budgetKb: 170,
  },
  {
    app: 'designer-web',
    page: '/staff/designer/login',
    firstRoute: ['src/routes/__root.tsx', 'src/routes/staff/designer/login.tsx'],
    namespaces: designerTexts.firstTexts,
    budgetKb: 200,
  },
  {
    app: 'designer-web',
    page: '/staff/designer (orders)',
    firstRoute: ['src/routes/__root.tsx', 'src/routes/staff/designer/index.tsx'],
    namespaces: designerTexts.firstTexts,
    budgetKb: 200,
  },
  {
    app: 'admin-web',
    page: '/staff/admin/login',
    firstRoute: ['src/routes/__root.tsx', 'src/routes/staff/admin/login.tsx'],
    namespaces: adminTexts.firstTexts,
    budgetKb: 200,
  },
  {
    app: 'admin-web',
    page: '/staff/admin (dashboard)',
    firstRoute: [
      'src/routes/__root.tsx',
      'src/routes/staff/admin/_console.tsx',
      'src/routes/staff/admin/_console/index.tsx',
    ],
    namespaces: adminTexts.firstTexts,
    budgetKb: 200,
  },
];

const root = join(import.meta.dirname, '..', '..');
const kb = (bytes: number) => bytes / 1024;
const brotli = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function firstLoadFiles(
  manifest: Manifest,
  firstRoute: string[],
  namespaces: readonly TranslationNamespace[],
): Set<string> {
  const locales = new Set(
    namespaces.map((namespace) => `../../packages/i18n/src/locales/en/${namespaceFile(namespace)}.ts`),
  );
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = key.split('?')[0] ?? key;
    if (chunk.isEntry || firstRoute.includes(source) || locales.has(source)) visit(key);
  }
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

let failed = false;
console.log('page                        files   raw KB   gzip KB   brotli KB   JS brotli KB / budget');
for (const { app, page, firstRoute, namespaces, budgetKb } of budgets) {
  const dist = join(root, 'apps', app, 'dist');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`${app}: not built (no ${manifestPath}); run the build first`);
    failed = true;
    continue;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  let raw = 0;
  let gzip = 0;
  let br = 0;
  let jsBrotli = 0;
  const files = firstLoadFiles(manifest, firstRoute, namespaces);
  for (const file of files) {
    const data = readFileSync(join(dist, file));
    if (data.includes('react-dom-client.development') || data.includes('react.development')) {
      console.error(`${app}: ${file} carries React's development build (NODE_ENV leaked into vite build)`);
      failed = true;
    }
    const compressed = brotli(data);
    raw += data.length;
    gzip += gzipSync(data, { level: 9 }).length;
    br += compressed;
    if (file.endsWith('.js')) jsBrotli += compressed;
  }
  const over = kb(jsBrotli) > budgetKb;
  if (over) failed = true;
  console.log(
    `${page.padEnd(26)} ${String(files.size).padStart(5)} ${kb(raw).toFixed(0).padStart(8)} ${kb(gzip)
      .toFixed(0)
      .padStart(
        9,
      )} ${kb(br).toFixed(0).padStart(11)}   ${kb(jsBrotli).toFixed(1).padStart(12)} / ${budgetKb}${over ? '  OVER BUDGET' : ''}`,
  );
}
process.exit(failed ? 1 : 0);
