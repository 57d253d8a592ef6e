// The REST API's OpenAPI document: every REST route the server answers is in it (with the development routes
// only where they exist), it is OpenAPI 3.1 built from the zod schemas, and /api/docs is a browsable reference
// served from our own files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestServer, type IdentityTestServer } from '../modules/auth/auth.fixtures';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { apiDocsPath, openApiJsonPath } from './openapi';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
}

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

/** REST routes: not tRPC's mount, not the documentation's own files, not the web apps, not HEAD twins of GETs. */
function restRoutes(server: IdentityTestServer) {
  return server.routes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      /^\/(api|media|dev)\//.test(route.url) &&
      !route.url.startsWith('/api/trpc') &&
      !route.url.startsWith(apiDocsPath),
  );
}

const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

async function documentOf(server: IdentityTestServer): Promise<OpenApiDocument> {
  const response = await server.app.inject({ method: 'GET', url: openApiJsonPath });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe.each([
  { name: 'development', devRoutes: true },
  { name: 'production', devRoutes: false },
])('the OpenAPI document ($name)', ({ devRoutes }) => {
  let server: IdentityTestServer;
  beforeAll(async () => {
    server = createIdentityTestServer(testDb.database, { config: { devRoutes } });
    await server.app.ready();
  });
  afterAll(() => server.stop());

  it('has every REST route the server answers, and nothing it does not', async () => {
    const document = await documentOf(server);
    expect(document.openapi).toBe('3.1.0');
    const routes = restRoutes(server).map((route) => `${route.method} ${documentPath(route.url)}`);
    expect(routes.length).toBeGreaterThanOrEqual(devRoutes ? 15 : 10);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect([...documented].sort()).toEqual([...routes].sort());
    expect(documented.some((route) => route.includes('/dev/'))).toBe(devRoutes);
  });

  it('describes requests and answers from the zod schemas, errors included', async () => {
    const document = await documentOf(server);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.length, `${method} ${path} has a tag`).toBeGreaterThan(0);
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path} answers`).toBeGreaterThan(0);
      }
    }
    const login = document.paths['/api/auth/login']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<
        string,
        { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
      >;
    };
    expect(Object.keys(login.requestBody.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password', 'role']),
    );
    expect(login.responses['429']?.content['application/json']?.schema.properties).toHaveProperty('error');
    expect(document.paths['/media/{id}']?.get).toBeDefined();
  });
});

describe('the reference at /api/docs', () => {
  it('is an HTML page whose scripts and styles are our own files', async () => {
    const server = createIdentityTestServer(testDb.database);
    try {
      const page = await server.app.inject({ method: 'GET', url: `${apiDocsPath}/` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        expect(asset).not.toMatch(/^(https?:)?\/\//);
        const url = new URL(asset, `http://localhost${apiDocsPath}/`).pathname;
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
      }
    } finally {
      await server.stop();
    }
  });

  it('a request that does not match a route schema is a 400 with the field named, never a 500', async () => {
    const server = createIdentityTestServer(testDb.database);
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'not-an-email', password: 'x', role: 'admin' },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toMatchObject({ code: 'BAD_INPUT', messageKey: 'errors.BAD_INPUT' });
      expect(body.error.issues.map((issue: { path: string[] }) => issue.path[0])).toContain('email');
      const quality = await server.app.inject({
        method: 'GET',
        url: '/api/media/00000000-0000-4000-8000-000000000000/url?quality=huge',
      });
      expect(quality.statusCode).toBe(400);
      expect(quality.json().error.issues).toEqual([
        { path: ['quality'], message: 'must be thumbnail, preview or original' },
      ]);
    } finally {
      await server.stop();
    }
  });
});
