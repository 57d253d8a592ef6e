// Two API nodes, one PostgreSQL, one S3-compatible store, behind a round-robin proxy (apps/api/src/test/two-nodes.ts,
// started here): live updates cross nodes, media stored through one is served by the other, scheduled jobs run
// once, rate limits and refresh-token rotation hold across nodes, and a node stopped with SIGTERM mid-stream hands
// its browsers to the other without losing an event; both survive a PostgreSQL restart and a store outage (ADR 010,
// docs/deploy.md).
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { apiClient, bearerClient } from './api-client';
import { designerSubmits, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { createApprovedDesigner, e2eAdmin, staffSignIn, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';
import { pngImage } from './ordering-helpers';

interface Cluster {
  proxy: string;
  nodes: { a: string; b: string };
  control: string;
}

let cluster: Cluster;
let processHandle: ChildProcess;
let nodeA: APIRequestContext;
let nodeB: APIRequestContext;
let bothNodesUpAt: number;
const contexts: BrowserContext[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const api = resolve(import.meta.dirname, '../../apps/api');
  processHandle = spawn(resolve(api, 'node_modules/.bin/tsx'), [resolve(api, 'src/test/two-nodes.ts')], {
    env: { ...process.env, ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: processHandle.stdout as NodeJS.ReadableStream });
  cluster = await new Promise<Cluster>((done, fail) => {
    processHandle.once('exit', (code) => fail(new Error(`the two-node cluster exited (${code})`)));
    lines.once('line', (line) => done(JSON.parse(line) as Cluster));
  });
  bothNodesUpAt = Date.now();
  nodeA = await request.newContext({ baseURL: cluster.nodes.a });
  nodeB = await request.newContext({ baseURL: cluster.nodes.b });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await nodeA?.dispose();
  await nodeB?.dispose();
  if (processHandle && processHandle.exitCode === null) {
    const exited = new Promise((done) => processHandle.once('exit', done));
    processHandle.kill('SIGTERM');
    await exited;
  }
});

/** A browser page whose relative addresses go to `baseURL` (a node, or the proxy). */
async function pageOn(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  const page = await context.newPage();
  await acceptCookies(page);
  return page;
}

/** The page's live stream has answered (its first events are on the way). */
const liveStreamOpen = (page: Page, procedure: string) =>
  page.waitForResponse((response) => response.url().includes(`/api/trpc/${procedure}?`));

async function designerOn(page: Page) {
  const designer = await createApprovedDesigner(page, uniqueEmail('two-nodes-designer'));
  const login = await page.request.post('/api/auth/login', {
    data: { email: designer.email, password: designer.password, role: 'designer' },
  });
  expect(login.status()).toBe(200);
  return { ...designer, token: ((await login.json()) as { access_token: string }).access_token };
}

const control = async (path: string, method: 'GET' | 'POST' = 'GET') =>
  (await fetch(`${cluster.control}${path}`, { method })).json();

test('an order paid through node A appears to a designer on node B within 2 s; the client on A sees the delivery made through B', async ({
  browser,
}) => {
  const designerPage = await pageOn(browser, cluster.nodes.b);
  const designer = await createApprovedDesigner(designerPage, uniqueEmail('two-nodes-live'));
  const designerStream = liveStreamOpen(designerPage, 'live.designer');
  await staffSignIn(designerPage, 'designer', designer.email, designer.password);
  await designerStream;

  const email = uniqueEmail('two-nodes-client');
  const order = await placePaidOrder(nodeA, { email, photos: 1 });
  await expect(
    designerPage
      .getByRole('tabpanel', { name: 'Available Orders' })
      .getByRole('group', { name: `Order #${order.orderNumber}` }),
  ).toBeVisible({ timeout: 2_000 });

  const clientPage = await pageOn(browser, cluster.nodes.a);
  const clientStream = liveStreamOpen(clientPage, 'live.client');
  await signInByOrderMail(clientPage, email);
  await clientPage.goto(`/en/dashboard/orders/${order.orderNumber}`);
  const status = clientPage.getByRole('heading', { level: 1 }).locator('..').getByTestId('order-status');
  await expect(status).toHaveText('Pending');
  await clientStream;

  const worker = await designerOn(designerPage);
  await bearerClient(nodeB, worker.token).designer.orders.claim.mutate({ orderId: order.orderId });
  await designerSubmits(designerPage, worker.token, order.orderId, 'Delivered through node B');
  await expect(status).toHaveText('Ready for review', { timeout: 5_000 });
});

test('a photo uploaded through node A is served by node B', async ({ browser }) => {
  const order = await placePaidOrder(nodeA, { email: uniqueEmail('two-nodes-photo'), photos: 1 });
  const page = await pageOn(browser, cluster.nodes.a);
  const designer = await designerOn(page);
  const available = await bearerClient(nodeA, designer.token).designer.orders.available.query();
  const original = available.items.find((item) => item.id === order.orderId)?.images[0]?.original;
  if (!original) throw new Error('the paid order is not available');
  const throughA = await nodeA.get(original.originalUrl);
  const throughB = await nodeB.get(original.originalUrl);
  expect(throughA.status()).toBe(200);
  expect(throughB.status()).toBe(200);
  expect(throughB.headers()['content-type']).toMatch(/^image\//);
  expect(Buffer.compare(await throughB.body(), await throughA.body())).toBe(0);
});

test('rate limits and refresh-token rotation hold across nodes', async () => {
  // Five access codes an hour per e-mail (rate-limit.windows.ts), asked for alternately on each node.
  const email = uniqueEmail('two-nodes-limit');
  const asks = [nodeA, nodeB, nodeA, nodeB, nodeA, nodeB];
  const outcomes: string[] = [];
  for (const node of asks) {
    outcomes.push(
      await apiClient(node)
        .auth.accessCode.request.mutate({ email, language: 'en' })
        .then(
          () => 'sent',
          (error: { data?: { httpStatus?: number } }) => String(error.data?.httpStatus),
        ),
    );
  }
  expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', '429']);

  // A refresh token used on node A, then replayed on node B: refused.
  const designer = { email: uniqueEmail('two-nodes-rotation'), password: 'designer-password-1' };
  expect((await nodeA.post('/api/dev/designers', { data: designer })).status()).toBe(201);
  const login = await nodeA.post('/api/auth/login', {
    data: { email: designer.email, password: designer.password, role: 'designer' },
  });
  const first = ((await login.json()) as { refresh_token: string }).refresh_token;
  const rotated = await nodeA.post('/api/auth/refresh', { data: { refresh_token: first } });
  expect(rotated.status()).toBe(200);
  const replay = await nodeB.post('/api/auth/refresh', { data: { refresh_token: first } });
  expect(replay.status()).toBe(401);
});

test('a scheduled job runs once per tick, not once per node', async () => {
  // mail.retry is scheduled every minute on both nodes; pg-boss runs each tick once across them. Wait for a tick
  // after both nodes were up.
  const ticks = async () =>
    (await control('/job-runs?name=mail.retry')) as { minute: string; runs: number }[];
  await expect
    .poll(async () => (await ticks()).filter((tick) => Number(tick.minute) > bothNodesUpAt).length, {
      timeout: 90_000,
    })
    .toBeGreaterThan(0);
  const runs = await ticks();
  expect(
    runs.every((tick) => tick.runs === 1),
    JSON.stringify(runs),
  ).toBe(true);
});

test('both nodes live through a PostgreSQL restart and a store outage: 200 or 503 with Retry-After, never a 500', async () => {
  // Traffic on both nodes the whole time: an API read that needs the database, the health probe, a page.
  const wrong: string[] = [];
  let running = true;
  const paths = ['/api/trpc/orders.turnarounds', '/api/health', '/en'];
  const traffic = async (node: APIRequestContext) => {
    for (let turn = 0; running; turn++) {
      const path = paths[turn % paths.length] ?? '/en';
      const response = await node.get(path, { failOnStatusCode: false }).catch(() => undefined);
      const status = response?.status();
      if (status === 200) continue;
      if (status === 503 && response?.headers()['retry-after']) continue;
      wrong.push(`${path}: ${status ?? 'no answer'}`);
    }
  };
  const loops = [traffic(nodeA), traffic(nodeB), traffic(nodeA), traffic(nodeB)];
  try {
    // A fast restart, the database away for 1.5 s: the nodes answer 503 meanwhile and are ready by themselves.
    expect(await control('/db/restart?downMs=1500', 'POST')).toEqual({ restarted: true });
    for (const node of [nodeA, nodeB])
      await expect.poll(async () => (await node.get('/api/ready')).status(), { timeout: 15_000 }).toBe(200);

    // The store cut off: an upload is a 503 with Retry-After, the probes name the store; then back.
    const draft = await nodeA.post('/api/media/drafts');
    const { draftToken } = (await draft.json()) as { draftToken: string };
    await control('/store/cut', 'POST');
    const upload = await nodeA.post('/api/media/upload', {
      headers: { 'x-draft-token': draftToken },
      multipart: {
        file: { name: 'away.png', mimeType: 'image/png', buffer: pngImage(32, 24, [10, 20, 30]) },
      },
    });
    expect(upload.status()).toBe(503);
    expect(upload.headers()['retry-after']).toBe('5');
    const health = await nodeB.get('/api/health');
    expect(health.status()).toBe(503);
    expect(await health.json()).toMatchObject({ database: 'ok', storage: 'unavailable' });
    await control('/store/restore', 'POST');
    for (const node of [nodeA, nodeB])
      await expect.poll(async () => (await node.get('/api/health')).status(), { timeout: 15_000 }).toBe(200);
  } finally {
    running = false;
    await Promise.all(loops);
  }
  // The probes' own 503s are in the traffic: each carried Retry-After. Nothing else.
  expect(wrong).toEqual([]);
  expect(await control('/nodes')).toEqual([
    { name: 'a', alive: true },
    { name: 'b', alive: true },
  ]);
});

test('a node stopped with SIGTERM mid-stream: its client reconnects to the other and misses no event', async ({
  browser,
}) => {
  const email = uniqueEmail('two-nodes-sigterm');
  const order = await placePaidOrder(nodeA, { email, photos: 1 });
  const page = await pageOn(browser, cluster.proxy);
  await signInByOrderMail(page, email);
  const stream = liveStreamOpen(page, 'live.client');
  await page.goto(`/en/dashboard/orders/${order.orderNumber}`);
  const status = page.getByRole('heading', { level: 1 }).locator('..').getByTestId('order-status');
  await expect(status).toHaveText('Pending');
  await stream;
  await expect
    .poll(
      async () =>
        ((await control('/streams')) as { path: string }[]).filter((s) => s.path.includes('live.client'))
          .length,
    )
    .toBe(1);
  const [open] = ((await control('/streams')) as { node: 'a' | 'b'; path: string }[]).filter((s) =>
    s.path.includes('live.client'),
  );
  if (!open) throw new Error('no live stream through the proxy');
  const survivor = open.node === 'a' ? nodeB : nodeA;

  // The stream's node stops; the order is claimed on the other node while the browser reconnects.
  expect(((await control(`/stop/${open.node}`, 'POST')) as { code: number }).code).toBe(0);
  const designer = await designerOn(
    await pageOn(browser, open.node === 'a' ? cluster.nodes.b : cluster.nodes.a),
  );
  await bearerClient(survivor, designer.token).designer.orders.claim.mutate({ orderId: order.orderId });
  await expect(status).toHaveText('In progress', { timeout: 15_000 });
  await expect
    .poll(async () => ((await control('/streams')) as { node: string; path: string }[]).map((s) => s.node))
    .toEqual([open.node === 'a' ? 'b' : 'a']);
});
