// Two API nodes on one PostgreSQL and one S3-compatible store, behind a round-robin proxy, for the two-node e2e
// (e2e/tests/two-nodes.spec.ts starts it). PostgreSQL is the embedded one started on its own and reached through
// DATABASE_URL, the store is the s3rver fake; each node is the built server (`node apps/api/dist/main.js`), as
// production runs it. Prints one JSON line `{ proxy, nodes, control }` when everything answers; a control server
// stops a node with SIGTERM (`POST /stop/a`), lists the streams the proxy carries (`GET /streams`), counts
// scheduled job runs per minute (`GET /job-runs?name=`), and makes the faults the nodes must survive: a fast
// PostgreSQL restart (`POST /db/restart?downMs=`), the store cut off and back (`POST /store/cut`, `/store/restore`,
// a TCP proxy in front of it), and says which nodes are still running (`GET /nodes`). SIGTERM or SIGINT stops
// everything.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { repoRoot } from '../config';
import { startThrowawayPostgres } from '../db/throwaway';
import { freePort } from '../net';
import { startS3rver } from '../storage/s3rver.testing';
import { startTcpProxy } from './tcp-proxy';

const logger = pino({ level: 'warn' });
const postgres = await startThrowawayPostgres({ name: 'two-nodes', database: 'photoedit', logger });
// The nodes' data directories sit beside the cluster's, and go with it.
const root = postgres.dir;
const bucket = 'photoedit-media';
const s3 = await startS3rver(bucket);
const store = await startTcpProxy(Number(new URL(s3.endpoint).port));

/** What every node shares, and must share (docs/deploy.md): the database, the store and the secrets. */
const sharedEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: postgres.databaseUrl,
  S3_BUCKET: bucket,
  S3_ENDPOINT: store.endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  JWT_SECRET: 'two-nodes-e2e-jwt-secret-shared-by-every-node',
  MEDIA_URL_SECRET: 'two-nodes-e2e-media-url-secret-shared-by-every-node',
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@e2e.photoedit.test',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password-42',
};

interface Node {
  name: 'a' | 'b';
  port: number;
  process: ChildProcess;
  alive: boolean;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function startNode(name: 'a' | 'b'): Promise<Node> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/main.js')], {
    env: { ...process.env, ...sharedEnv, PORT: String(port), DATA_DIR: join(root, name) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const node: Node = { name, port, process: child, alive: true };
  child.once('exit', () => {
    node.alive = false;
  });
  const deadline = Date.now() + 90_000;
  while (!(await answers(`http://127.0.0.1:${port}/api/health`))) {
    if (!node.alive || Date.now() > deadline) throw new Error(`node ${name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return node;
}

// One after the other: each start migrates and creates the first admin, which two at once would race for.
const nodes = [await startNode('a'), await startNode('b')];

// The load balancer: each request to the next node that is up (an SSE stream stays on the node it reached).
const streams = new Set<{ node: string; path: string }>();
let turn = 0;
/** The browser has left (closed the connection), so nothing is to be sent or retried for it. */
const gone = (outgoing: ServerResponse) =>
  outgoing.destroyed || outgoing.closed || !!outgoing.socket?.destroyed;
const forward = (incoming: IncomingMessage, outgoing: ServerResponse, attempt = 0) => {
  const up = nodes.filter((node) => node.alive);
  const node = up[turn++ % Math.max(up.length, 1)];
  if (!node) {
    outgoing.writeHead(502).end();
    return;
  }
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: node.port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    },
    (answer) => {
      if (gone(outgoing)) {
        upstream.destroy();
        return;
      }
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      if (answer.headers['content-type']?.startsWith('text/event-stream')) {
        const stream = { node: node.name, path: incoming.url ?? '' };
        streams.add(stream);
        answer.once('close', () => streams.delete(stream));
      }
      answer.pipe(outgoing);
    },
  );
  upstream.once('error', () => {
    // A node that just stopped: the next one, as a load balancer's retry of a refused connection. Not when the
    // browser has gone: destroying this request is then what failed it, and a retry would open a stream that
    // nobody reads and that never closes (a page left while its live stream was being opened).
    if (!outgoing.headersSent && !gone(outgoing) && attempt < nodes.length)
      forward(incoming, outgoing, attempt + 1);
    else outgoing.destroy();
  });
  outgoing.once('close', () => upstream.destroy());
  incoming.pipe(upstream);
};
const proxy = createServer((incoming, outgoing) => forward(incoming, outgoing));
proxy.listen(await freePort(), '127.0.0.1');
await once(proxy, 'listening');

const database = new pg.Pool({ connectionString: postgres.databaseUrl, max: 1 });
// The restart below ends its idle connection: expected, not a crash.
database.on('error', () => {});
const control = createServer(async (incoming, outgoing) => {
  const url = new URL(incoming.url ?? '/', 'http://control');
  const reply = (body: unknown) =>
    outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const stop = /^\/stop\/([ab])$/.exec(url.pathname);
  if (incoming.method === 'POST' && stop) {
    const node = nodes.find((candidate) => candidate.name === stop[1]);
    if (node?.alive) {
      const exited = once(node.process, 'exit');
      node.process.kill('SIGTERM');
      const [code] = await exited;
      return reply({ code });
    }
    return reply({ code: null });
  }
  if (url.pathname === '/streams') return reply([...streams]);
  if (url.pathname === '/nodes') return reply(nodes.map((node) => ({ name: node.name, alive: node.alive })));
  if (incoming.method === 'POST' && url.pathname === '/db/restart') {
    const downMs = Number(url.searchParams.get('downMs') ?? 0);
    await postgres.restart(() => new Promise((resolve) => setTimeout(resolve, downMs)));
    return reply({ restarted: true });
  }
  if (incoming.method === 'POST' && url.pathname === '/store/cut') {
    store.cut();
    return reply({ store: 'cut' });
  }
  if (incoming.method === 'POST' && url.pathname === '/store/restore') {
    store.restore();
    return reply({ store: 'restored' });
  }
  if (url.pathname === '/job-runs') {
    const { rows } = await database.query(
      `SELECT (extract(epoch FROM date_trunc('minute', start_after)) * 1000)::bigint::text AS minute,
              count(*)::int AS runs
         FROM pgboss.job WHERE name = $1 AND state = 'completed' GROUP BY 1 ORDER BY 1`,
      [url.searchParams.get('name')],
    );
    return reply(rows);
  }
  outgoing.writeHead(404).end();
});
control.listen(await freePort(), '127.0.0.1');
await once(control, 'listening');

const portOf = (server: typeof proxy) => (server.address() as { port: number }).port;
process.stdout.write(
  `${JSON.stringify({
    proxy: `http://localhost:${portOf(proxy)}`,
    nodes: Object.fromEntries(nodes.map((node) => [node.name, `http://localhost:${node.port}`])),
    control: `http://127.0.0.1:${portOf(control)}`,
  })}\n`,
);

let shuttingDown = false;
const shutdown = async () => {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const node of nodes) if (node.alive) node.process.kill('SIGTERM');
  await Promise.all(nodes.filter((node) => node.alive).map((node) => once(node.process, 'exit')));
  proxy.closeAllConnections();
  proxy.close();
  control.close();
  await database.end();
  await store.close();
  await s3.stop();
  await postgres.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown());
// A test runner killed outright sends no signal: stop with it rather than leave PostgreSQL and the nodes behind.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    void shutdown();
  }
}, 2000).unref();
