// The S3 store going away must never end the process: an upload is answered 503 with Retry-After and stores
// nothing, a ZIP asked for while the store is down is a 503 before its first byte, a ZIP whose store goes away
// mid-stream is cut cleanly, an API order's fetched image is a 503 too, and the probes say so. The store is the S3 fake behind a TCP proxy that the test cuts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentJwtSecret } from '../config';
import { createUser, sessionFor, trpc } from '../modules/auth/auth.fixtures';
import { jpeg } from '../modules/media/media.fixtures';
import {
  createMediaTestServer,
  createOrderWithMedia,
  type MediaTestServer,
  uploadPhoto,
} from '../modules/media/media.testing';
import { createServices } from '../modules/orders/orders.fixtures';
import { startReceiver } from '../outbound/receiver.testing';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { startS3rver } from './s3rver.testing';

const bucket = 'outage';
let testDb: TestDatabase;
let s3: Awaited<ReturnType<typeof startS3rver>>;
let proxy: TcpProxy;
let server: MediaTestServer;
let origin = '';
let token = '';
let orderId = '';

const upload = (data: Buffer, name: string) => uploadPhoto(server, token, data, name);
const mediaRows = () => server.mediaRows();

beforeAll(async () => {
  testDb = await createTestDatabase();
  s3 = await startS3rver(bucket);
  proxy = await startTcpProxy(Number(new URL(s3.endpoint).port));
  server = await createMediaTestServer(
    testDb.database,
    {
      storage: {
        driver: 's3',
        bucket,
        region: 'us-east-1',
        endpoint: proxy.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
    },
    { port: 0, host: '127.0.0.1' },
  );
  const [address] = await server.start();
  origin = address ?? '';
  const client = await createUser(testDb.database.db, 'client');
  token = (await sessionFor(testDb.database.db, client.id, { jwtSecret: developmentJwtSecret })).access_token;
  const ids: string[] = [];
  for (const [index, size] of [1200, 1400, 1600].entries()) {
    const response = await upload(await jpeg(size, (size * 3) / 4, 95), `room-${index}.jpg`);
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().id);
  }
  orderId = await createOrderWithMedia(testDb.database.db, {
    clientId: client.id,
    paid: true,
    mediaIds: ids,
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await server?.cleanup();
  await proxy?.close();
  await s3?.stop();
  await testDb?.drop();
});

describe('the media store goes away', () => {
  it('an upload is answered 503 with Retry-After and stores nothing; once back, uploads work', async () => {
    const before = await mediaRows();
    proxy.cut();
    try {
      const response = await upload(await jpeg(400, 300), 'away.jpg');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().error).toMatchObject({ code: 'UNAVAILABLE', messageKey: 'errors.UNAVAILABLE' });
      expect(await mediaRows()).toBe(before);
    } finally {
      proxy.restore();
    }
    expect((await upload(await jpeg(400, 300), 'back.jpg')).statusCode).toBe(201);
  });

  it("an API order's fetched image is a 503 while the store is down, not a refusal of the image", async () => {
    const image = await jpeg(400, 300);
    const host = await startReceiver();
    host.on('/photo.jpg', (_request, response) =>
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(image),
    );
    const created = await trpc(server, 'apiKeys.create', { name: 'Studio', write: true }, { token });
    const secret = (created.body as { result: { data: { secret: string } } }).result.data.secret;
    const [service] = await createServices(testDb.database.db).then((made) => [made.sky]);
    const before = await testDb.database.db.selectFrom('orders').select('id').execute();
    proxy.cut();
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { authorization: `Bearer ${secret}` },
        payload: { images: [{ url: `${host.origin}/photo.jpg`, serviceIds: [service] }] },
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(await testDb.database.db.selectFrom('orders').select('id').execute()).toHaveLength(
        before.length,
      );
    } finally {
      proxy.restore();
      await host.close();
    }
  });

  it('the probes answer 503 naming the store, within their 2 s', async () => {
    proxy.cut();
    try {
      for (const path of ['/api/health', '/api/ready']) {
        const response = await fetch(`${origin}${path}`);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await response.json()).toMatchObject({ storage: 'unavailable', database: 'ok' });
      }
    } finally {
      proxy.restore();
    }
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });

  it('a ZIP asked for while the store is down is a 503 before any byte', async () => {
    proxy.cut();
    try {
      const response = await fetch(`${origin}/api/orders/${orderId}/originals.zip`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    } finally {
      proxy.restore();
    }
  });

  it('a ZIP whose store goes away mid-stream is cut (the client sees a short file); the node serves on', async () => {
    const whole = await fetch(`${origin}/api/orders/${orderId}/originals.zip`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const length = Number(whole.headers.get('content-length'));
    expect((await whole.arrayBuffer()).byteLength).toBe(length);

    // The store answers the probe and the first photo's first 100 KB, then goes away.
    proxy.cutAfter(100_000 + 2_000);
    const response = await fetch(`${origin}/api/orders/${orderId}/originals.zip`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(length);
    let received = 0;
    const reading = (async () => {
      for await (const chunk of response.body ?? []) received += (chunk as Uint8Array).byteLength;
    })();
    await expect(reading).rejects.toThrow();
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(length);
    proxy.restore();

    const again = await fetch(`${origin}/api/orders/${orderId}/originals.zip`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await again.arrayBuffer()).byteLength).toBe(length);
  });
});
