// REST v1's ordering (issue 36) through HTTP on a real database, with a real HTTP server as the image host: an order
// made from an upload and a fetched address, quoted, paid by the offline provider, read back; the same
// Idempotency-Key sent ten times at once makes one order; a read-only key cannot write; the key's rate limit.
import { apiKeyMessageKeys, apiV1MessageKeys, type V1OrderCreated } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../../modules/media/media.fixtures';
import { ordersTestFrame } from '../../modules/orders/orders.fixtures';
import { startReceiver, type TestReceiver } from '../../outbound/receiver.testing';
import { clientWithKey, orderCount, v1Call, v1Upload } from './v1.testing';

const frame = ordersTestFrame();
let host: TestReceiver;
let image: Buffer;

beforeAll(async () => {
  image = await jpeg(800, 600);
  host = await startReceiver();
  host.on('/listing/kitchen.jpg', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
  });
});
afterAll(() => host.close());

describe('REST v1 orders', () => {
  it('quotes, creates an order from an upload and a fetched address, pays it and reads it back', async () => {
    const { secret } = await clientWithKey(frame);
    const uploaded = await v1Upload(frame.server, secret, image);
    expect(uploaded.statusCode).toBe(201);
    const mediaId = (uploaded.json() as { id: string }).id;

    const quote = await v1Call(frame.server, 'POST', '/quote', {
      secret,
      body: { images: [{ serviceIds: [frame.services.sky] }, { serviceIds: [frame.services.lawn] }] },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ totalMinor: 1250, currency: 'USD' });
    const quoteBody = { images: [{ serviceIds: [frame.services.sky] }] };
    const quoted = await v1Call(frame.server, 'POST', '/quote', {
      secret,
      body: quoteBody,
      idempotencyKey: 'quote-once-1',
    });
    const requoted = await v1Call(frame.server, 'POST', '/quote', {
      secret,
      body: quoteBody,
      idempotencyKey: 'quote-once-1',
    });
    expect([quoted.headers['idempotent-replayed'], requoted.headers['idempotent-replayed']]).toEqual([
      undefined,
      'true',
    ]);
    expect(requoted.json()).toEqual(quoted.json());

    const created = await v1Call(frame.server, 'POST', '/orders', {
      secret,
      body: {
        images: [
          { mediaId, serviceIds: [frame.services.sky], note: 'Brighter, please' },
          { url: `${host.origin}/listing/kitchen.jpg`, serviceIds: [frame.services.lawn] },
        ],
        propertyAddress: '12 Elm Street',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json() as V1OrderCreated;
    expect(order).toMatchObject({ status: 'awaiting_payment', quote: { totalMinor: 1250 } });

    const paid = await v1Call(frame.server, 'POST', `/orders/${order.orderNumber}/pay`, { secret });
    expect(paid.json()).toEqual({
      orderNumber: order.orderNumber,
      paid: true,
      provider: 'offline',
      checkoutUrl: null,
      status: 'pending',
    });
    const again = await v1Call(frame.server, 'POST', `/orders/${order.orderNumber}/pay`, { secret });
    expect(again.statusCode).toBe(409);

    const detail = await v1Call(frame.server, 'GET', `/orders/${order.orderNumber}`, { secret });
    expect(detail.statusCode).toBe(200);
    const read = detail.json() as { status: string; images: { originalFileName: string | null }[] };
    expect(read.status).toBe('pending');
    expect(read.images.map((photo) => photo.originalFileName)).toEqual(['room.jpg', 'kitchen.jpg']);
    const polish = await frame.server.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.orderNumber}`,
      headers: { authorization: `Bearer ${secret}`, 'accept-language': 'pl-PL,pl;q=0.9' },
    });
    const names = (polish.json() as { images: { services: { name: string }[] }[] }).images.map(
      (photo) => photo.services[0]?.name,
    );
    expect(names).toEqual(['Niebo 500', 'Niebo 750']);

    // The upload went into the order: it cannot make a second one.
    const reused = await v1Call(frame.server, 'POST', '/orders', {
      secret,
      body: { images: [{ mediaId, serviceIds: [frame.services.sky] }] },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ issues: [{ path: ['images', 0, 'mediaId'] }] });
  });

  it('makes one order of ten simultaneous requests with the same Idempotency-Key', async () => {
    const { secret } = await clientWithKey(frame);
    const body = {
      images: [{ url: `${host.origin}/listing/kitchen.jpg`, serviceIds: [frame.services.sky] }],
    };
    const before = await orderCount(frame.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        v1Call(frame.server, 'POST', '/orders', { secret, body, idempotencyKey: 'listing-4711-first' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const numbers = new Set(answers.map((answer) => (answer.json() as V1OrderCreated).orderNumber));
    expect(numbers.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await orderCount(frame.db)).toBe(before + 1);

    const other = await v1Call(frame.server, 'POST', '/orders', {
      secret,
      body: { ...body, notes: 'something else' },
      idempotencyKey: 'listing-4711-first',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ messageKey: apiV1MessageKeys.idempotencyMismatch });
    const badKey = await v1Call(frame.server, 'POST', '/orders', { secret, body, idempotencyKey: 'short' });
    expect(badKey.statusCode).toBe(400);
    expect(await orderCount(frame.db)).toBe(before + 1);
  });

  it('keeps a read-only key from writing, and counts every call against the key with RateLimit headers', async () => {
    const reader = await clientWithKey(frame, false);
    const body = {
      images: [{ url: `${host.origin}/listing/kitchen.jpg`, serviceIds: [frame.services.sky] }],
    };
    const refused = await v1Call(frame.server, 'POST', '/orders', { secret: reader.secret, body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ messageKey: apiKeyMessageKeys.readOnly });
    expect((await v1Upload(frame.server, reader.secret, image)).statusCode).toBe(403);
    const listed = await v1Call(frame.server, 'GET', '/orders', { secret: reader.secret });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['ratelimit-policy']).toMatch(/^"key";q=\d+;w=60$/);
    expect(listed.headers.ratelimit).toMatch(/^"key";r=\d+;t=\d+$/);
  });
});
