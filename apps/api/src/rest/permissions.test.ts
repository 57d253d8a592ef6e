// The REST side of the permission matrix: every REST route the server answers × every kind of caller. Adding a
// route without a row here fails the first test: decide who may call it and add the row. (tRPC procedures:
// trpc/permissions.test.ts.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestServer,
  type IdentityTestServer,
  type PermissionCaller,
  permissionCallers,
  permissionCallerTokens,
} from '../modules/auth/auth.fixtures';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { apiDocsPath } from './openapi';

/**
 * public: anyone (a token, if sent, is not looked at). token-aware: anyone, but a token that is sent must be
 * valid (401 invalid_token otherwise). uploader: a signed-in user or an order draft; a designer only once approved.
 * order-party: token-aware here; the order's client, its assigned designer, admins or a signed address get the
 * file, anyone else 404 (each caller on a real order: orders/downloads/downloads.test.ts; an invoice's PDF: its
 * client, admins or a signed address, and the month's export: admins or a signed address, in
 * invoices/invoices.test.ts). metrics-token: only
 * METRICS_TOKEN opens it, no user's token does (metrics.test.ts). api-key: only an API key opens it (REST v1), no
 * user's token does (every key's case: rest/v1/v1.permissions.test.ts).
 */
type Access = 'public' | 'token-aware' | 'uploader' | 'order-party' | 'metrics-token' | 'api-key';

const expectedAccess: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/metrics': 'metrics-token',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/media/drafts': 'token-aware',
  'POST /api/media/upload': 'uploader',
  'GET /api/media/:id/url': 'token-aware',
  'GET /api/media/:id/info': 'token-aware',
  'GET /media/:id': 'token-aware',
  'POST /api/payments/stripe/webhook': 'public',
  'GET /api/orders/:orderId/photos/:photo/edited': 'order-party',
  'GET /api/orders/:orderId/photos/:photo/original': 'order-party',
  'GET /api/orders/:orderId/edited.zip': 'order-party',
  'GET /api/orders/:orderId/originals.zip': 'order-party',
  'GET /api/invoices/:invoiceId/pdf': 'order-party',
  'GET /api/admin/invoices/export.csv': 'order-party',
  'GET /api/admin/invoices/export.zip': 'order-party',
  'GET /api/v1/orders': 'api-key',
  'GET /api/v1/orders/:orderNumber': 'api-key',
  'POST /api/v1/quote': 'api-key',
  'POST /api/v1/orders': 'api-key',
  'POST /api/v1/orders/:orderNumber/pay': 'api-key',
  'POST /api/v1/photos/:photoId/accept': 'api-key',
  'POST /api/v1/photos/:photoId/revision': 'api-key',
  'POST /api/v1/media': 'api-key',
  // Development only (absent in production: mail.test.ts, orders.test.ts, openapi.test.ts).
  'GET /api/dev/mailbox': 'public',
  'POST /api/dev/clients': 'public',
  'POST /api/dev/designers': 'public',
  'POST /api/dev/admins': 'public',
  'POST /api/dev/discount-codes': 'public',
  'POST /api/dev/orders/overdue': 'public',
  'GET /dev/mailbox': 'public',
};

/** 'ok' means neither 401 nor 403 (the request may still be refused with 400 or 404). */
function expectedOutcome(access: Access, caller: PermissionCaller): 'ok' | 401 | 403 {
  if (access === 'public') return 'ok';
  if (access === 'metrics-token' || access === 'api-key') return 401;
  if (caller === 'deactivated') return 401;
  if (access === 'token-aware' || access === 'order-party') return 'ok';
  if (caller === 'anonymous') return 401;
  return caller === 'unapprovedDesigner' ? 403 : 'ok';
}

let testDb: TestDatabase;
let server: IdentityTestServer;
let tokens: Partial<Record<PermissionCaller, string>> = {};

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database, {
    config: { devRoutes: true, metricsToken: 'the-metrics-token-of-this-test' },
  });
  await server.app.ready();
  tokens = await permissionCallerTokens(testDb.database.db);
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const restRoutes = () =>
  server.routes
    .filter(
      (route) =>
        (route.method === 'GET' || route.method === 'POST') &&
        /^\/(api|media|dev)\//.test(route.url) &&
        !route.url.startsWith('/api/trpc') &&
        !route.url.startsWith(apiDocsPath),
    )
    .map((route) => `${route.method} ${route.url}`);

describe('REST permission matrix', () => {
  it('has a row for every REST route, and no stale rows', () => {
    expect([...new Set(restRoutes())].sort()).toEqual(Object.keys(expectedAccess).sort());
  });

  it.each(Object.keys(expectedAccess))('%s', async (route) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    const access = expectedAccess[route] as Access;
    const url = path
      .replace(':id', randomUUID())
      .replace(':orderId', randomUUID())
      .replace(':photo', '1')
      .replace(':orderNumber', '10042')
      .replace(':photoId', randomUUID());
    const outcomes: Record<string, number> = {};
    const wrong: string[] = [];
    for (const caller of permissionCallers) {
      const token = tokens[caller];
      const response = await server.app.inject({
        method,
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      outcomes[caller] = response.statusCode;
      expect(response.statusCode, `${route} as ${caller}`).toBeLessThan(500);
      const expected = expectedOutcome(access, caller);
      const ok =
        expected === 'ok'
          ? response.statusCode !== 401 && response.statusCode !== 403
          : response.statusCode === expected;
      if (!ok) wrong.push(`${caller}: expected ${expected}, got ${response.statusCode}`);
    }
    expect(wrong, JSON.stringify(outcomes)).toEqual([]);
  });
});
