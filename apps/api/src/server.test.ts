// The HTTP surface's cross-cutting rules: error mapping, tRPC limits, security headers, 404s.
import { trpcMaxBatchSize } from '@photoedit/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import type { Server } from './server';
import { createTestDatabase, type TestDatabase } from './test/database';
import { createTestServer } from './test/server';

const listUrl = (lang: string) =>
  `/api/trpc/services.list?input=${encodeURIComponent(JSON.stringify({ lang }))}`;

describe('error mapping over HTTP', () => {
  let testDb: TestDatabase;
  let production: Server;
  let development: Server;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    production = createTestServer(testDb.database, { nodeEnv: 'production' });
    development = createTestServer(testDb.database, { nodeEnv: 'development' });
    for (const server of [production, development]) {
      server.app.get('/api/test/boom', async () => {
        throw new Error('duplicate key value violates unique constraint: SELECT password_hash FROM users');
      });
      server.app.get('/api/test/conflict', async () => {
        throw new AppError('CONFLICT', 'errors.orderAlreadyClaimed');
      });
    }
  });
  afterAll(async () => {
    await production.stop();
    await development.stop();
    await testDb.drop();
  });

  it('REST: an AppError gets its status and code from the table', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: expect.any(String), messageKey: 'errors.orderAlreadyClaimed' },
    });
  });

  it('REST: an internal error is a generic 500 in production: no stack, no SQL', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL',
        message: 'Something went wrong on our side.',
        messageKey: 'errors.INTERNAL',
      },
    });
    expect(response.body).not.toMatch(/SELECT|password|constraint|stack|at /);
  });

  it('REST: development shows the real message to the developer', async () => {
    const response = await development.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toMatch(/duplicate key/);
  });

  it('REST: unknown /api paths are JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['DELETE', '/whatever'],
    ] as const) {
      const response = await production.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('tRPC: bad input is BAD_INPUT (400) with field issues', async () => {
    const response = await production.app.inject({ method: 'GET', url: listUrl('de') });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      appCode: 'BAD_INPUT',
      messageKey: 'errors.BAD_INPUT',
      path: 'services.list',
      issues: [{ path: ['lang'], message: expect.any(String) }],
    });
    expect(error.data.stack).toBeUndefined();
  });

  it('tRPC: an unknown procedure is NOT_FOUND', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/trpc/nope.nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.data.appCode).toBe('NOT_FOUND');
  });

  it('tRPC: a database failure is a generic 500 in production: no stack, no SQL', async () => {
    const broken = await createTestDatabase();
    await sql`DROP TABLE service_images, service_translations, services CASCADE`.execute(broken.database.db);
    const server = createTestServer(broken.database, { nodeEnv: 'production' });
    const response = await server.app.inject({ method: 'GET', url: listUrl('en') });
    await server.stop();
    await broken.drop();
    expect(response.statusCode).toBe(500);
    const { error } = response.json();
    expect(error.message).toBe('Something went wrong on our side.');
    expect(error.data).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      appCode: 'INTERNAL',
      messageKey: 'errors.INTERNAL',
      path: 'services.list',
    });
    expect(response.body).not.toMatch(/relation|services"|select|stack/i);
  });

  it(`tRPC: a batch of more than ${trpcMaxBatchSize} calls is refused`, async () => {
    const batch = (size: number) => {
      const paths = Array.from({ length: size }, () => 'services.list').join(',');
      const input = Object.fromEntries(Array.from({ length: size }, (_, index) => [index, { lang: 'en' }]));
      return `/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    };
    const allowed = await production.app.inject({ method: 'GET', url: batch(trpcMaxBatchSize) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toHaveLength(trpcMaxBatchSize);
    const refused = await production.app.inject({ method: 'GET', url: batch(trpcMaxBatchSize + 1) });
    expect(refused.statusCode).toBe(400);
  });

  it('tRPC: only JSON bodies, and not above the body limit', async () => {
    const multipart = await production.app.inject({
      method: 'POST',
      url: '/api/trpc/services.list',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n${'a'.repeat(1000)}\r\n--x--\r\n`,
    });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json().error.data.appCode).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await production.app.inject({
      method: 'POST',
      url: '/api/trpc/services.list',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ lang: 'en', padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.data.appCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers and a request id', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a tRPC answer, which is data and never a page, the short header set of API answers', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/trpc/payments.config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Document-only headers are left out.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-xss-protection']).toBeUndefined();
    // Every other answer keeps the page set.
    const page = await production.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['strict-transport-security']).toBe(response.headers['strict-transport-security']);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
