// Serves the three built single-page apps from one process, choosing the app by Host and path
// (ARCHITECTURE §1): /staff/admin/* → admin, /staff/designer/* → designer on any host; otherwise a host
// containing "admin" → admin, "designer" → designer, anything else → client.
import { stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import { acceptedLanguages, detectLanguage } from '@photoedit/i18n/detect-language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

export type WebApp = 'client' | 'designer' | 'admin';

/** Each app's Vite `assetsDir`, distinct so the three never collide on one origin. */
export const assetPrefixes: Record<WebApp, string> = {
  client: '/assets/',
  designer: '/designer-assets/',
  admin: '/admin-assets/',
};

/** Paths that are never an app page, so an unknown one is a JSON 404 rather than index.html. */
const reservedPrefixes = ['/api/', '/media/'];
/**
 * Paths that monitoring asks of any server (a scraper's /metrics, a balancer's /healthz): a 404, never the app's
 * shell with 200, which a scraper or a balancer would take for success. This node's are /api/metrics, /api/health
 * and /api/ready.
 */
const reservedPaths = new Set([
  '/api',
  '/metrics',
  '/health',
  '/healthz',
  '/ready',
  '/readyz',
  '/livez',
  '/status',
]);

const immutableCache = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

const underPath = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export function appForRequest(hostname: string, pathname: string): WebApp {
  for (const app of Object.keys(assetPrefixes) as WebApp[]) {
    if (pathname.startsWith(assetPrefixes[app])) return app;
  }
  if (underPath(pathname, '/staff/admin')) return 'admin';
  if (underPath(pathname, '/staff/designer')) return 'designer';
  // Post-login landing aliases (SPEC §2): the apps redirect /admin → /staff/admin, /designer → /staff/designer.
  if (underPath(pathname, '/admin')) return 'admin';
  if (underPath(pathname, '/designer')) return 'designer';
  const host = hostname.toLowerCase();
  if (host.includes('admin')) return 'admin';
  if (host.includes('designer')) return 'designer';
  return 'client';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The URL path as a safe relative file path, or undefined when it is not one (.., //, dotfiles, NUL). */
function safeFilePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || posix.normalize(decoded) !== decoded)
    return undefined;
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  return decoded;
}

/**
 * The page for `/` on the client's host (ADR 009): it finds the visitor's language (SPEC §4) in the browser, and
 * without script goes to the language of the request's Accept-Language. Undefined when the build has none.
 */
async function rootPageFor(root: string, acceptLanguage: string | undefined): Promise<string | undefined> {
  const guess = detectLanguage({ navigatorLanguages: acceptedLanguages(acceptLanguage) });
  const page = `prerendered/root-${guess}.html`;
  return (await isFile(join(root, page))) ? page : undefined;
}

/**
 * The file sent for an app page: the page the build prerendered (the client's home in each language), else the
 * app's shell in the path's language (`/pl/...`), else the app's shell.
 */
async function pageFor(root: string, file: string | undefined): Promise<string> {
  if (!file || file === '/') return 'index.html';
  const prerendered = `prerendered${file.replace(/\/$/, '')}.html`;
  if (await isFile(join(root, prerendered))) return prerendered;
  const language = /^\/([a-z]{2})(\/|$)/.exec(file)?.[1];
  const shell = language && `prerendered/${language}/shell.html`;
  if (shell && (await isFile(join(root, shell)))) return shell;
  return 'index.html';
}

export interface WebAppOptions {
  /** Whether the builds' source maps are sent (development); in production a .map path is a 404. */
  sourceMaps: boolean;
}

export function registerWebApps(
  app: FastifyInstance,
  webDist: Config['webDist'],
  { sourceMaps }: WebAppOptions,
): void {
  // sendFile only; routing is ours. The build wrote file.br and file.gz beside each text file: the one the
  // browser accepts is sent (Vary: Accept-Encoding), else the file itself.
  app.register(fastifyStatic, { serve: false, preCompressed: true });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const bare = pathname.replace(/\/+$/, '') || '/';
    if (reservedPaths.has(bare) || reservedPrefixes.some((prefix) => pathname.startsWith(prefix))) {
      throw new AppError('NOT_FOUND');
    }
    const webApp = appForRequest(request.hostname, pathname);
    const root = webDist[webApp];
    if (!(await isFile(join(root, 'index.html')))) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          `The ${webApp} app is not built (no ${join(root, 'index.html')}). ` +
            'Run "npm run build" (or "npm start", which builds first), then reload.',
        );
    }

    const isAsset = pathname.startsWith(assetPrefixes[webApp]);
    const file = safeFilePath(pathname);
    const servable = file && file !== '/' && (sourceMaps || !file.endsWith('.map'));
    if (servable && (await isFile(join(root, file)))) {
      reply.header('cache-control', isAsset ? immutableCache : revalidate);
      return reply.sendFile(file, root, { cacheControl: false, dotfiles: 'deny' });
    }
    // A missing asset or file-like path is a real 404; anything else is a client-side route.
    if (isAsset || /\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    reply.header('cache-control', revalidate);
    // A shared gallery (issue 35) is for the agent holding the link, never for search engines.
    if (/^\/(en|pl)\/shared\//.test(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    const rootPage =
      pathname === '/' && webApp === 'client'
        ? await rootPageFor(root, request.headers['accept-language'])
        : undefined;
    if (rootPage) reply.header('vary', 'Accept-Language');
    return reply.sendFile(rootPage ?? (await pageFor(root, file)), root, { cacheControl: false });
  };

  // HEAD comes with GET (Fastify's exposeHeadRoutes).
  app.get('/', serve);
  app.get('/*', serve);
}
