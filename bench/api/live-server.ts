// The child process of live.bench.ts: the product on an embedded PostgreSQL, an admin's access token (an admin's
// stream receives every order's event), and on request one order change, answered with the time it committed.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { createUser, sessionFor } from '../../apps/api/src/modules/auth/auth.fixtures';
import { changeOrders } from '../../apps/api/src/modules/orders/live/live.fixtures';
import { buildServer } from '../../apps/api/src/server';
import { startBenchDatabase } from '../bench-database';

const streams = Number(process.env.STREAMS ?? 500);
const bench = await startBenchDatabase('live');
const { database, logger } = bench;
// One user holds every stream here: the per-user bound is lifted, the per-node one kept above the count.
// STREAM_WRITER=trpc writes the streams with tRPC's own SSE producer instead of sse-subscriptions.ts (ADR 012).
const streamWriter = process.env.STREAM_WRITER === 'trpc' ? 'trpc' : 'direct';
const live = { ...bench.config.live, perUser: streams, perNode: streams + 10, streamWriter } as const;
const config = { ...bench.config, live };
const server = buildServer({ config, database, logger });
await server.app.listen({ port: 0, host: '127.0.0.1' });
const port = (server.app.server.address() as { port: number }).port;

const admin = await createUser(database.db, 'admin');
const token = (await sessionFor(database.db, admin.id, config)).access_token;
const order = await database.db
  .insertInto('orders')
  .values({ currency: 'USD', subtotal_minor: 100, total_minor: 100, contact_email: 'bench@example.com' })
  .returning('id')
  .executeTakeFirstOrThrow();

// PROFILE=file.cpuprofile: a CPU profile of the node from the first event to the last (the fan-out alone).
let profiling: (() => Promise<void>) | undefined;
if (process.env.PROFILE) {
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  profiling = async () => {
    profiling = async () => {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      await writeFile(process.env.PROFILE as string, JSON.stringify(profile));
      profiling = undefined;
    };
    await post('Profiler.enable');
    await post('Profiler.start');
  };
}

process.on('message', async (message: { type: string; n?: number }) => {
  if (message.type === 'rss') {
    global.gc?.();
    process.send?.({ type: 'rss', rss: process.memoryUsage.rss() });
  } else if (message.type === 'cpu') {
    await profiling?.();
    const { user, system } = process.cpuUsage();
    process.send?.({ type: 'cpu', micros: user + system });
  } else if (message.type === 'closed') {
    // Once every stream has ended here, and 3 s later (as an operator would look), after a GC.
    while (server.live.streams > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    global.gc?.();
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    process.send?.({ type: 'closed', rss, heapUsed, heapTotal });
  } else if (message.type === 'emit') {
    // A change as a service makes one: the row and its live event in one transaction (ADR 014).
    await changeOrders(database.db, 'changed', [order.id], { notes: `bench ${message.n ?? 0}` });
    process.send?.({ type: 'emitted', committedAt: performance.timeOrigin + performance.now() });
  } else if (message.type === 'stop') {
    await server.stop();
    await bench.stop();
    process.exit(0);
  }
});

process.send?.({ type: 'ready', port, token, orderId: order.id });
