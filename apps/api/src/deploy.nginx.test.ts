// The documented nginx configuration (docs/deploy.md, run as written on Debian's nginx) in front of two nodes:
// while the database is away every answer is the node's own (503 with Retry-After, or 200 where no database is
// needed), never nginx's 502, and it serves again by itself; a node that is down is passed over; live streams
// arrive unbuffered and carry nginx's request id.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { developmentJwtSecret } from './config';
import { Database } from './db/database';
import { createUser, sessionFor } from './modules/auth/auth.fixtures';
import { liveData, openStream } from './modules/orders/live/live.testing';
import type { Server } from './server';
import { createTestDatabase, silentLogger, type TestDatabase } from './test/database';
import { debianBinary, requireInCi } from './test/debian';
import { type Nginx, nginxBinary, startNginx } from './test/nginx';
import { createTestServer } from './test/server';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

const hasNginx = requireInCi(debianBinary('nginx', nginxBinary), "Debian's nginx");
const withoutDatabase = '/api/trpc/payments.config';

describe.runIf(hasNginx)('nginx as documented, in front of two nodes', () => {
  let testDb: TestDatabase;
  let databaseLink: TcpProxy;
  const databases: Database[] = [];
  const nodes: Server[] = [];
  let nginx: Nginx;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const url = new URL(testDb.url);
    databaseLink = await startTcpProxy(Number(url.port));
    url.port = new URL(databaseLink.endpoint).port;
    const addresses: string[] = [];
    for (let index = 0; index < 2; index++) {
      const database = new Database({
        connectionString: url.toString(),
        logger: silentLogger,
        poolMax: 3,
        connectionTimeoutMs: 500,
      });
      const node = createTestServer(database, { port: 0, host: '127.0.0.1', trustProxy: ['127.0.0.1'] });
      const [origin] = await node.start();
      databases.push(database);
      nodes.push(node);
      addresses.push(new URL(origin ?? '').host);
    }
    nginx = await startNginx(addresses);
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    for (const node of nodes) await node.stop();
    for (const database of databases) await database.close();
    await databaseLink?.close();
    await testDb?.drop();
  });

  const statusesOf = async (path: string, count: number) => {
    const answers: string[] = [];
    for (let index = 0; index < count; index++) {
      const response = await fetch(`${nginx.origin}${path}`);
      await response.arrayBuffer();
      answers.push(`${response.status} retry-after=${response.headers.get('retry-after')}`);
    }
    return answers;
  };

  it("while the database is away: the nodes' 503 with Retry-After, 200 where no database is needed, no 502", async () => {
    expect(await statusesOf('/api/ready', 4)).toEqual(Array(4).fill('200 retry-after=null'));
    databaseLink.cut();
    try {
      expect(await statusesOf('/api/ready', 10), await nginx.errors()).toEqual(
        Array(10).fill('503 retry-after=5'),
      );
      expect(await statusesOf(withoutDatabase, 10)).toEqual(Array(10).fill('200 retry-after=null'));
    } finally {
      databaseLink.restore();
    }
    // Nobody was taken out: once the database is back both nodes serve, within seconds and by themselves.
    await vi.waitFor(
      async () => expect(await statusesOf('/api/ready', 4)).toEqual(Array(4).fill('200 retry-after=null')),
      { timeout: 15_000, interval: 100 },
    );
  });

  it('a live stream arrives through the live location, unbuffered, with the request id nginx made', async () => {
    const admin = await createUser(testDb.database.db, 'admin');
    const token = (await sessionFor(testDb.database.db, admin.id, { jwtSecret: developmentJwtSecret }))
      .access_token;
    const stream = await openStream(`${nginx.origin}/api/trpc`, 'live.admin', { token });
    try {
      await stream.next((event) => liveData(event)?.kind === 'ready', 10_000);
    } finally {
      stream.close();
    }
    const response = await fetch(`${nginx.origin}/api/trpc/live.admin`, {
      headers: { accept: 'text/event-stream' },
    });
    await response.body?.cancel();
    // nginx's $request_id (32 hex digits), not the node's own (a UUID): forwarded on the live location too.
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a node that is down is passed over: every request is answered by the other', async () => {
    await nodes[1]?.stop();
    expect(await statusesOf('/api/ready', 10)).toEqual(Array(10).fill('200 retry-after=null'));
    expect(await statusesOf(withoutDatabase, 10)).toEqual(Array(10).fill('200 retry-after=null'));
  });
});
