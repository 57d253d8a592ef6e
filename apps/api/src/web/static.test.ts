import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../db/database';
import type { Server } from '../server';
import { silentLogger } from '../test/database';
import { createTestServer } from '../test/server';
import { appForRequest } from './static';

describe('appForRequest', () => {
  it.each([
    ['localhost', '/', 'client'],
    ['localhost', '/en/terms', 'client'],
    ['admin.localhost', '/', 'admin'],
    ['designer.localhost', '/', 'designer'],
    ['admin.photoedit.example', '/anything', 'admin'],
    ['localhost', '/staff/admin', 'admin'],
    ['localhost', '/staff/admin/login', 'admin'],
    ['localhost', '/staff/designer/register', 'designer'],
    ['admin.localhost', '/staff/designer/login', 'designer'],
    ['designer.localhost', '/staff/admin/login', 'admin'],
    ['localhost', '/staff/administrator', 'client'],
    ['localhost', '/admin-assets/index-1.js', 'admin'],
    ['admin.localhost', '/assets/index-1.js', 'client'],
    ['localhost', '/designer-assets/index-1.css', 'designer'],
    ['localhost', '/admin', 'admin'],
    ['designer.localhost', '/admin/users', 'admin'],
    ['localhost', '/designer', 'designer'],
    ['admin.localhost', '/designer/orders', 'designer'],
    ['localhost', '/administrator', 'client'],
    ['localhost', '/designers', 'client'],
  ] as const)('%s%s → %s', (host, path, app) => {
    expect(appForRequest(host, path)).toBe(app);
  });
});

describe('serving the three apps', () => {
  let dir: string;
  let server: Server;
  let database: Database;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'photoedit-web-'));
    for (const [app, assets] of [
      ['client', 'assets'],
      ['designer', 'designer-assets'],
      ['admin', 'admin-assets'],
    ] as const) {
      await mkdir(join(dir, app, assets), { recursive: true });
      await writeFile(join(dir, app, 'index.html'), `<!doctype html><title>${app} app</title>`);
      await writeFile(join(dir, app, assets, 'index-abc123.js'), `console.log('${app}');`);
      await writeFile(join(dir, app, 'favicon.svg'), `<svg><title>${app}</title></svg>`);
      await writeFile(join(dir, app, '.env'), 'SECRET=1');
      await writeFile(join(dir, app, assets, 'index-abc123.js.map'), '{"version":3}');
    }
    // What the build's precompress step writes beside a file.
    const bundle = `export const app = '${'client '.repeat(200)}';`;
    await writeFile(join(dir, 'client', 'assets', 'big-def456.js'), bundle);
    await writeFile(join(dir, 'client', 'assets', 'big-def456.js.br'), brotliCompressSync(bundle));
    await writeFile(join(dir, 'client', 'assets', 'big-def456.js.gz'), gzipSync(bundle));
    // What the client build's prerender step writes: the home page per language, with its markup.
    await mkdir(join(dir, 'client', 'prerendered'), { recursive: true });
    const home = `<!doctype html><html lang="pl"><title>client app</title><h1>${'Obróbka '.repeat(200)}</h1>`;
    await writeFile(join(dir, 'client', 'prerendered', 'pl.html'), home);
    await writeFile(join(dir, 'client', 'prerendered', 'pl.html.br'), brotliCompressSync(home));
    await mkdir(join(dir, 'client', 'prerendered', 'pl'), { recursive: true });
    await writeFile(
      join(dir, 'client', 'prerendered', 'pl', 'shell.html'),
      '<!doctype html><html lang="pl"><title>client app</title>',
    );
    // The page for `/` per server-side guess (ADR 009).
    for (const lang of ['en', 'pl']) {
      await writeFile(
        join(dir, 'client', 'prerendered', `root-${lang}.html`),
        `<!doctype html><html lang="${lang}"><title>choose</title>`,
      );
    }
    // Never connected to: these requests do not touch the database.
    database = new Database({ connectionString: 'postgres://x:y@127.0.0.1:9/none', logger: silentLogger });
    server = createTestServer(database, {
      webDist: { client: join(dir, 'client'), designer: join(dir, 'designer'), admin: join(dir, 'admin') },
    });
  });
  afterAll(async () => {
    await server.stop();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (host: string, url: string) => server.app.inject({ method: 'GET', url, headers: { host } });

  it.each([
    ['localhost:3000', '/en/dashboard', 'client app'],
    ['designer.localhost:3000', '/', 'designer app'],
    ['admin.localhost:3000', '/', 'admin app'],
    ['admin.localhost:3000', '/some/deep/route', 'admin app'],
    ['localhost:3000', '/staff/admin/login', 'admin app'],
    ['localhost:3000', '/staff/designer/register', 'designer app'],
    ['admin.localhost:3000', '/staff/designer', 'designer app'],
  ])('%s%s serves the %s (SPA fallback, revalidated)', async (host, url, title) => {
    const response = await get(host, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('serves a page the build prerendered, compressed and revalidated; the shell for every other page', async () => {
    for (const url of ['/pl', '/pl/', '/pl?ref=mail']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost', 'accept-encoding': 'br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain('<h1>Obróbka');
    }
    for (const url of ['/en', '/pl/dashboard', '/staff/admin']) {
      expect((await get('localhost', url)).body, url).not.toContain('<h1>');
    }
  });

  it("serves the shell in the path's language for a language's other pages", async () => {
    for (const url of ['/pl/terms', '/pl/dashboard/orders/10001', '/pl/']) {
      const response = await get('localhost', url);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<html lang="pl">');
    }
    for (const url of ['/en/terms', '/client/login', '/pla/terms']) {
      expect((await get('localhost', url)).body, url).not.toContain('lang="pl"');
    }
  });

  it("answers / on the client's host with the page that finds the language, guessed from Accept-Language", async () => {
    const root = (host: string, acceptLanguage?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/',
        headers: { host, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      });
    for (const [header, lang] of [
      [undefined, 'en'],
      ['pl-PL,pl;q=0.9,en;q=0.8', 'pl'],
      ['de-DE, en;q=0.5, pl;q=0.7', 'pl'],
      ['en-GB,pl;q=0.9', 'en'],
      ['de, fr;q=0.9', 'en'],
      ['pl;q=0, en', 'en'],
    ] as const) {
      const response = await root('localhost:3000', header);
      expect(response.statusCode, header).toBe(200);
      expect(response.headers['cache-control'], header).toBe('no-cache');
      expect(response.headers.vary, header).toMatch(/accept-language/i);
      expect(response.body, header).toContain(`<html lang="${lang}"><title>choose</title>`);
    }
    // The staff hosts keep their app, which sends `/` to its login.
    expect((await root('admin.localhost:3000', 'pl')).body).toContain('admin app');
    expect((await root('designer.localhost:3000', 'pl')).body).toContain('designer app');
  });

  it('serves each app its own assets under its prefix on any host, cached for good', async () => {
    for (const [prefix, app] of [
      ['/assets/', 'client'],
      ['/designer-assets/', 'designer'],
      ['/admin-assets/', 'admin'],
    ]) {
      const response = await get('admin.localhost:3000', `${prefix}index-abc123.js`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(`console.log('${app}');`);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the precompressed Brotli or gzip file the browser accepts, else the file itself', async () => {
    const url = '/assets/big-def456.js';
    const fetch = (encoding?: string) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await fetch();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await fetch('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await fetch('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // A file the build did not compress (too small) is sent as it is, whatever the browser accepts.
    const small = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { host: 'localhost', 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(`console.log('client');`);
  });

  it('sends source maps in development only', async () => {
    expect((await get('localhost', '/assets/index-abc123.js.map')).statusCode).toBe(200);
    const production = createTestServer(database, {
      nodeEnv: 'production',
      webDist: { client: join(dir, 'client'), designer: join(dir, 'designer'), admin: join(dir, 'admin') },
    });
    try {
      const map = await production.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js.map',
        headers: { host: 'localhost' },
      });
      expect(map.statusCode).toBe(404);
    } finally {
      await production.stop();
    }
  });

  it('serves root files of the app the host chose', async () => {
    const response = await get('designer.localhost:3000', '/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('designer');
  });

  it('answers 404 for missing assets and file-like paths instead of index.html', async () => {
    expect((await get('localhost', '/assets/missing.js')).statusCode).toBe(404);
    expect((await get('localhost', '/missing.png')).statusCode).toBe(404);
  });

  it('never serves dotfiles or files outside the app', async () => {
    for (const url of [
      '/.env',
      '/assets/../.env',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
    ]) {
      const response = await get('localhost', url);
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('root:');
    }
  });

  it('keeps /api and /media paths out of the apps', async () => {
    const api = await get('localhost', '/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await get('localhost', '/media/123')).statusCode).toBe(404);
  });

  it("answers a scraper's or a balancer's usual paths with a JSON 404, not the app's shell", async () => {
    for (const path of ['/metrics', '/metrics/', '/healthz', '/readyz', '/api', '/api/trpc-nope']) {
      const response = await get('admin.localhost', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers HEAD like GET', async () => {
    const response = await server.app.inject({
      method: 'HEAD',
      url: '/',
      headers: { host: 'admin.localhost' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('says to build an app that has no dist instead of crashing', async () => {
    const missing = createTestServer(database, {
      webDist: { client: join(dir, 'nope'), designer: join(dir, 'designer'), admin: join(dir, 'admin') },
    });
    const response = await missing.app.inject({ method: 'GET', url: '/en', headers: { host: 'localhost' } });
    await missing.stop();
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/client app is not built.*npm run build/);
  });
});
