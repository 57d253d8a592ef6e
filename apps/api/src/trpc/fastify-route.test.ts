// The tRPC route (fastify-route.ts) against tRPC's own Fastify adapter, on one throwaway router over real sockets:
// every answer has the same status, body and headers; only the framing differs (Content-Length instead of chunked)
// for complete JSON answers, and streamed answers (JSONL) are still streamed.
import { initTRPC, TRPCError, tracked } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerTrpcRoute } from './fastify-route';

const signalled = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
const started = signalled();
const aborted = signalled();
const hangUps = { started: () => started.resolve(), aborted: () => aborted.resolve() };

let tallied = 0;

interface OnErrorOptions {
  error: TRPCError;
  path: string | undefined;
  input: unknown;
  type: string;
  req: { url: string };
}

interface ThrowawayContext {
  caller: string | null;
}
const t = initTRPC.context<ThrowawayContext>().create({ isServer: true, isDev: false });
const router = t.router({
  greet: t.procedure.input(z.object({ name: z.string().min(1) })).query(({ input }) => `hello ${input.name}`),
  whoami: t.procedure.query(({ ctx }) => ctx.caller),
  refuse: t.procedure.query(() => {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'no' });
  }),
  crash: t.procedure.query(() => {
    throw new Error('internal detail');
  }),
  /** Waits until the caller goes away, and reports that through `hangUps`. */
  hangUp: t.procedure.query(({ signal }) => {
    hangUps.started();
    return new Promise<null>((resolve) => {
      signal?.addEventListener('abort', () => {
        hangUps.aborted();
        resolve(null);
      });
    });
  }),
  /** Counts its calls. */
  tally: t.procedure.query(() => {
    tallied += 1;
    return tallied;
  }),
  /** An answer only httpBatchStreamLink can carry (a promise inside). */
  later: t.procedure.query(() => ({ value: Promise.resolve(1) })),
  rename: t.procedure.input(z.object({ to: z.string() })).mutation(({ input }) => ({ renamed: input.to })),
  /** Subscriptions: tracked events, plain values, a failure after an event, a refusal before any. */
  ticks: t.procedure.subscription(async function* () {
    yield tracked('1', { n: 1 });
    yield tracked('2', { n: 2 });
  }),
  plain: t.procedure.subscription(async function* () {
    yield { n: 1 };
    yield { n: 2 };
  }),
  failing: t.procedure.subscription(async function* () {
    yield tracked('1', { n: 1 });
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'stopped' });
  }),
  refusedStream: t.procedure
    .use(() => {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'no' });
    })
    .subscription(async function* () {
      yield 1;
    }),
});
/** What onError was told, per mount (the first segment of the request's URL). */
const reported: Record<string, unknown[]> = { ours: [], theirs: [] };
const options = {
  router,
  maxBatchSize: 3,
  onError: ({ error, path, input, type, req }: OnErrorOptions) => {
    const mount = req.url.split('/')[1] ?? '';
    reported[mount]?.push({ code: error.code, message: error.message, path, input, type });
  },
  createContext: async ({ req }: { req: { headers: Record<string, unknown> } }) => ({
    caller: typeof req.headers['x-caller'] === 'string' ? req.headers['x-caller'] : null,
  }),
};

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  // fetch keeps its connections alive; closing must not wait for them.
  app = Fastify({ forceCloseConnections: true });
  await app.register(async (scope) => {
    registerTrpcRoute(scope, '/ours', options);
  });
  await app.register(fastifyTRPCPlugin, { prefix: '/theirs', trpcOptions: options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app.close();
});

const framing = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const comparable = (headers: Headers) =>
  Object.fromEntries(
    [...headers].filter(([name]) => !framing.has(name)).sort(([a], [b]) => a.localeCompare(b)),
  );

async function both(path: string, init: RequestInit = {}) {
  reported.ours = [];
  reported.theirs = [];
  const [ours, theirs] = await Promise.all(
    ['ours', 'theirs'].map(async (mount) => {
      const response = await fetch(`${base}/${mount}/${path}`, init);
      return { response, body: await response.text() };
    }),
  );
  return { ours: ours as NonNullable<typeof ours>, theirs: theirs as NonNullable<typeof theirs> };
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const json = { 'content-type': 'application/json' };

describe("the tRPC route answers as tRPC's Fastify adapter does", () => {
  const sse = { accept: 'text/event-stream' };
  const subscriptions: [string, string, RequestInit?][] = [
    ['a subscription of tracked events', 'ticks', { headers: sse }],
    ['a subscription of plain values', 'plain', { headers: sse }],
    ['plain values after a Last-Event-ID', 'plain', { headers: { ...sse, 'last-event-id': '7' } }],
    ['tracked events after a lastEventId', 'ticks?lastEventId=0', { headers: sse }],
    ['a subscription that fails after an event', 'failing', { headers: sse }],
    ['a subscription its middleware refuses', 'refusedStream', { headers: sse }],
    ['a batched subscription', 'ticks,ticks?batch=1', { headers: sse }],
  ];

  const cases: [string, string, RequestInit?][] = [
    ['a query', `greet?input=${input({ name: 'Ada' })}`],
    ['a query with a bad input', `greet?input=${input({ name: '' })}`],
    ['a query with unparsable input', 'greet?input=%7Bnope'],
    ['a query reading the context', 'whoami', { headers: { 'x-caller': 'Grace' } }],
    ['a refusal', 'refuse'],
    ['an internal error', 'crash'],
    ['an unknown procedure', 'nowhere'],
    ['a mutation over GET', `rename?input=${input({ to: 'x' })}`],
    ['a batch of queries', `greet,whoami,refuse?batch=1&input=${input({ 0: { name: 'Ada' } })}`],
    ['a batch over the limit', 'whoami,whoami,whoami,whoami?batch=1'],
    ['a batch that succeeds whole', `greet,whoami?batch=1&input=${input({ 0: { name: 'Ada' } })}`],
    ['a batch with a bad input', `greet,greet?batch=1&input=${input({ 0: { name: 'Ada' }, 1: {} })}`],
    ['a batch naming an unknown procedure', 'whoami,nowhere?batch=1'],
    ['a batch mixing a query and a mutation', 'whoami,rename?batch=1'],
    ['a batch whose input is not an object', `whoami?batch=1&input=${input([1])}`],
    ['a path with a broken escape', 'who%E0%A4%Aami'],
    ['a query answering a promise inside', 'later'],
    ['a batch with a promise inside', 'whoami,later?batch=1'],
    ['a mutation', 'rename', { method: 'POST', headers: json, body: JSON.stringify({ to: 'Bo' }) }],
    [
      'a batch of mutations',
      'rename,rename?batch=1',
      { method: 'POST', headers: json, body: JSON.stringify({ 0: { to: 'a' }, 1: { to: 'b' } }) },
    ],
    ['a mutation with broken JSON', 'rename', { method: 'POST', headers: json, body: '{"to":' }],
    ['a query over POST', 'whoami', { method: 'POST', headers: json, body: '' }],
    ['a HEAD request', 'whoami', { method: 'HEAD' }],
    ...subscriptions,
  ];

  it.each(cases)('%s', async (_label, path, init) => {
    const { ours, theirs } = await both(path, init);
    expect(ours.response.status).toBe(theirs.response.status);
    expect(ours.body).toBe(theirs.body);
    expect(comparable(ours.response.headers)).toEqual(comparable(theirs.response.headers));
    expect(reported.ours).toEqual(reported.theirs);
    if (ours.body !== '' && ours.response.headers.get('content-type') !== 'text/event-stream') {
      // A complete answer in one piece: its length, no chunked encoding (events are streamed).
      expect(ours.response.headers.get('content-length')).toBe(String(Buffer.byteLength(ours.body)));
      expect(ours.response.headers.get('transfer-encoding')).toBeNull();
    }
  });

  it('runs each query of a GET once', async () => {
    const before = tallied;
    const response = await fetch(`${base}/ours/tally,tally?batch=1`);
    expect(response.status).toBe(200);
    await response.text();
    expect(tallied - before).toBe(2);
  });

  it('streams a JSONL batch (httpBatchStreamLink) as before', async () => {
    const { ours, theirs } = await both(`greet,whoami?batch=1&input=${input({ 0: { name: 'Ada' } })}`, {
      headers: { 'trpc-accept': 'application/jsonl' },
    });
    expect(ours.response.status).toBe(200);
    expect(ours.response.headers.get('transfer-encoding')).toBe('chunked');
    expect(ours.body).toBe(theirs.body);
    expect(ours.body).toContain('hello Ada');
  });

  it("aborts a GET call's signal when the client goes away before the answer", async () => {
    const controller = new AbortController();
    const pending = fetch(`${base}/ours/hangUp`, { signal: controller.signal });
    await started.promise;
    controller.abort();
    await expect(pending).rejects.toThrow();
    await aborted.promise;
  });
});
