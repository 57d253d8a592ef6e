// REST v1's permission matrix (issue 36): every /api/v1 route with no key, a revoked key, a read-only key, another
// client's key and the owner's key, on a real delivered order; then the owner's decisions on its photos (accept, a
// revision with marks), and the key's rate limit (429 with Retry-After and RateLimit headers).
import { beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, trpc } from '../../modules/auth/auth.fixtures';
import { deliverOrder } from '../../modules/orders/client/client-orders.fixtures';
import { ordersTestFrame, placePaidOrder } from '../../modules/orders/orders.fixtures';
import { clientWithKey, v1Call, v1Upload } from './v1.testing';

const limit = 40;
const frame = ordersTestFrame({
  rateLimits: { ...generousRateLimits, apiPerKey: { limit, windowMs: 60_000 } },
});

type Caller = 'none' | 'revoked' | 'reader' | 'stranger' | 'owner';
let secrets: Record<Exclude<Caller, 'none'>, string>;
let order: { orderNumber: number; photoIds: string[] };

beforeAll(async () => {
  // Every key's calls of this file fit in one fixed window of the limit.
  frame.server.clock.set(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1000));
  const placed = await placePaidOrder(frame.server, frame.db, {
    serviceIds: [frame.services.sky],
    images: 4,
  });
  await deliverOrder(frame.db, placed.orderId);
  const photos = await frame.db
    .selectFrom('order_images')
    .select('id')
    .where('order_id', '=', placed.orderId)
    .orderBy('position')
    .execute();
  order = { orderNumber: placed.orderNumber, photoIds: photos.map((photo) => photo.id) };
  const owner = await clientWithKey(frame, true, placed.clientId);
  const revoked = await clientWithKey(frame, true, placed.clientId);
  await trpc(frame.server, 'apiKeys.revoke', { keyId: revoked.keyId }, revoked.session);
  secrets = {
    owner: owner.secret,
    revoked: revoked.secret,
    reader: (await clientWithKey(frame, false, placed.clientId)).secret,
    stranger: (await clientWithKey(frame)).secret,
  };
});

/** What each caller gets: the status, or 'ok' for neither 401, 403 nor 404 (bad input may still be a 400). */
type Expected = Record<Caller, number | 'ok'>;
const read: Expected = { none: 401, revoked: 401, reader: 'ok', stranger: 'ok', owner: 'ok' };
const readTheirs: Expected = { none: 401, revoked: 401, reader: 'ok', stranger: 404, owner: 'ok' };
const write: Expected = { none: 401, revoked: 401, reader: 403, stranger: 'ok', owner: 'ok' };
const writeTheirs: Expected = { none: 401, revoked: 401, reader: 403, stranger: 404, owner: 'ok' };

const matrix: Record<string, { expected: Expected; url: () => string; body?: unknown }> = {
  'GET /api/v1/orders': { expected: read, url: () => '/orders' },
  'GET /api/v1/orders/:orderNumber': { expected: readTheirs, url: () => `/orders/${order.orderNumber}` },
  'POST /api/v1/quote': { expected: read, url: () => '/quote', body: {} },
  'POST /api/v1/orders': { expected: write, url: () => '/orders', body: {} },
  // Paid already: the owner gets 409, which is "ok" here (not refused for who it is).
  'POST /api/v1/orders/:orderNumber/pay': {
    expected: writeTheirs,
    url: () => `/orders/${order.orderNumber}/pay`,
  },
  'POST /api/v1/photos/:photoId/accept': {
    expected: writeTheirs,
    url: () => `/photos/${order.photoIds[2]}/accept`,
  },
  'POST /api/v1/photos/:photoId/revision': {
    expected: writeTheirs,
    url: () => `/photos/${order.photoIds[3]}/revision`,
    body: { note: 'Straighten the verticals' },
  },
  'POST /api/v1/media': { expected: write, url: () => '/media', body: {} },
};

describe('REST v1 permission matrix', () => {
  it('has a row for every /api/v1 route', () => {
    const routes = frame.server.routes
      .filter((route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    expect([...new Set(routes)].sort()).toEqual(Object.keys(matrix).sort());
  });

  it('answers an unknown /api/v1 address with a problem document', async () => {
    const answer = await v1Call(frame.server, 'GET', '/invoices', { secret: secrets.owner });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', messageKey: 'errors.NOT_FOUND' });
  });

  it.each(Object.keys(matrix))('%s', async (route) => {
    const row = matrix[route] as (typeof matrix)[string];
    const method = route.split(' ')[0] as 'GET' | 'POST';
    const wrong: string[] = [];
    for (const caller of ['none', 'revoked', 'reader', 'stranger', 'owner'] as const) {
      const secret = caller === 'none' ? undefined : secrets[caller];
      const answer = await v1Call(frame.server, method, row.url(), { secret, body: row.body });
      const expected = row.expected[caller];
      const ok =
        expected === 'ok' ? ![401, 403, 404].includes(answer.statusCode) : answer.statusCode === expected;
      if (!ok || answer.statusCode >= 500)
        wrong.push(`${caller}: expected ${expected}, got ${answer.statusCode}`);
      if (answer.statusCode >= 400)
        expect(answer.headers['content-type']).toContain('application/problem+json');
    }
    expect(wrong).toEqual([]);
  });

  it("lets the owner's key accept a photo and ask for another's revision with marks", async () => {
    const accepted = await v1Call(frame.server, 'POST', `/photos/${order.photoIds[0]}/accept`, {
      secret: secrets.owner,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ image: { state: 'accepted' } });
    const revision = await v1Call(frame.server, 'POST', `/photos/${order.photoIds[1]}/revision`, {
      secret: secrets.owner,
      body: { note: 'The sky is too blue', pins: [{ x: 0.25, y: 0.5, note: 'Remove this cable' }] },
    });
    expect(revision.statusCode, revision.body).toBe(200);
    expect(revision.json()).toMatchObject({
      image: {
        revisionUsed: true,
        revisionNote: 'The sky is too blue',
        revisionPins: [{ note: 'Remove this cable' }],
      },
      orderStatus: 'revision_requested',
    });
  });

  it('refuses a key past its rate limit with 429, Retry-After and RateLimit headers', async () => {
    const { secret } = await clientWithKey(frame);
    for (let call = 1; call <= limit; call++) {
      const answer = await v1Call(frame.server, 'GET', '/orders', { secret });
      expect(answer.headers.ratelimit).toBe(
        `"key";r=${limit - call};t=${answer.headers.ratelimit?.toString().split('t=')[1]}`,
      );
    }
    const refused = await v1Call(frame.server, 'GET', '/orders', { secret });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.ratelimit).toMatch(/^"key";r=0;t=\d+$/);
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    // Another key of the same account has its own window.
    expect((await v1Upload(frame.server, secrets.owner, Buffer.from('x'))).statusCode).not.toBe(429);
  });
});
