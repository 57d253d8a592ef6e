// Addresses an API order may not fetch (issue 36), with the production rules (https, public hosts only) and a real
// HTTP server as the host: literal private, loopback and link-local addresses, localhost, plain http, a name that
// resolves to loopback, a redirect to a private address, an image too large (declared or streamed), and what is not
// an image. Each is a translated 400 naming the image, and nothing is created.
import { apiV1MessageKeys } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../../modules/media/media.fixtures';
import { ordersTestFrame } from '../../modules/orders/orders.fixtures';
import { guardedLookup } from '../../outbound/outbound';
import { startReceiver, type TestReceiver } from '../../outbound/receiver.testing';
import { clientWithKey, orderCount, v1Call } from './v1.testing';

let host: TestReceiver;
// Production's rules; the test host alone is let through its first hop (OUTBOUND_ALLOW_HOSTS), over http.
const policy = { allowPrivateAddresses: false, allowHttp: false, allowHosts: [] as string[] };
const frame = ordersTestFrame({ outbound: policy });
const k = apiV1MessageKeys;
const tenMegabytes = 10 * 1024 * 1024;

beforeAll(async () => {
  host = await startReceiver();
  const image = await jpeg(64, 48);
  host.on('/redirect-private', (_request, response) => {
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
  });
  host.on('/redirect-localhost', (_request, response) => {
    response.writeHead(301, { location: `http://localhost:${host.origin.split(':')[2]}/photo.jpg` }).end();
  });
  host.on('/photo.jpg', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
  });
  host.on('/declared-huge.jpg', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(tenMegabytes + 1) });
    response.end();
  });
  host.on('/streamed-huge.jpg', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    const chunk = Buffer.alloc(1024 * 1024, 1);
    for (let index = 0; index < 11; index++) response.write(chunk);
    response.end();
  });
  host.on('/page.html', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
  });
  host.on('/fake.jpg', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end('not really a JPEG');
  });
  host.on('/gone.jpg', (_request, response) => response.writeHead(404).end());
});
afterAll(() => host.close());

async function refusal(secret: string, url: string) {
  const answer = await v1Call(frame.server, 'POST', '/orders', {
    secret,
    body: { images: [{ url, serviceIds: [frame.services.sky] }] },
  });
  return {
    status: answer.statusCode,
    body: answer.json() as { messageKey: string; issues?: { path: unknown[] }[] },
  };
}

describe('REST v1 fetched addresses', () => {
  it('refuses private, loopback and link-local addresses, localhost and plain http before connecting', async () => {
    const { secret } = await clientWithKey(frame);
    const before = await orderCount(frame.db);
    for (const url of [
      'https://127.0.0.1/photo.jpg',
      'https://10.1.2.3/photo.jpg',
      'https://192.168.0.10/photo.jpg',
      'https://172.16.5.4/photo.jpg',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/photo.jpg',
      'https://[fe80::1]/photo.jpg',
      'https://[::ffff:127.0.0.1]/photo.jpg',
      'https://localhost/photo.jpg',
      'https://0.0.0.0/photo.jpg',
      'http://example.com/photo.jpg',
      `${host.origin}/photo.jpg`,
    ]) {
      const refused = await refusal(secret, url);
      expect(refused.status, url).toBe(400);
      expect(refused.body.messageKey, url).toBe(k.fetchRefused);
      expect(refused.body.issues?.[0]?.path, url).toEqual(['images', 0, 'url']);
    }
    expect(host.received).toHaveLength(0);
    expect(await orderCount(frame.db)).toBe(before);
  });

  it('checks what a name resolves to when the socket connects', async () => {
    const failure = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup('localhost', {}, (error) => resolve(error)),
    );
    expect(failure?.code).toBe('ERR_OUTBOUND_ADDRESS_REFUSED');
  });

  it('refuses redirects to private addresses, images too large, what is not an image, and failed answers', async () => {
    const { secret } = await clientWithKey(frame);
    policy.allowHosts.push(host.host);
    policy.allowHttp = true;
    try {
      const before = await orderCount(frame.db);
      const cases: [string, string][] = [
        ['/redirect-private', k.fetchRefused],
        ['/redirect-localhost', k.fetchRefused],
        ['/declared-huge.jpg', k.fetchTooLarge],
        ['/streamed-huge.jpg', k.fetchTooLarge],
        ['/page.html', k.fetchNotImage],
        ['/fake.jpg', k.fetchNotImage],
        ['/gone.jpg', k.fetchFailed],
      ];
      for (const [path, messageKey] of cases) {
        const refused = await refusal(secret, `${host.origin}${path}`);
        expect([path, refused.status, refused.body.messageKey]).toEqual([path, 400, messageKey]);
      }
      expect(await orderCount(frame.db)).toBe(before);
      // The allowed host's image itself is fetched: the rules refused the cases, not the host.
      const fine = await refusal(secret, `${host.origin}/photo.jpg`);
      expect(fine.status).toBe(201);
    } finally {
      policy.allowHosts.pop();
      policy.allowHttp = false;
    }
  });
});
