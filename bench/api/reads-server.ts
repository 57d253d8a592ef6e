// The child process of reads.bench.ts: the product on an embedded PostgreSQL (seeded with bench:scale's seed at a
// small size), and beside it a bare Fastify with two baselines: a "hello" route, and a route that runs, through
// `pg` alone, exactly the SQL the product ran for one clientOrders.list (captured from the wire).
import Fastify from 'fastify';
import type pg from 'pg';
import { sessionFor } from '../../apps/api/src/modules/auth/auth.fixtures';
import { seedServiceCatalogue } from '../../apps/api/src/modules/services';
import { buildServer } from '../../apps/api/src/server';
import { startBenchDatabase } from '../bench-database';
import { bigClientEmail, seedScale } from '../db/seed-scale';

const bench = await startBenchDatabase('reads');
const { database, config, logger } = bench;
await seedServiceCatalogue(database.db);
await seedScale(database.db, 3000);
const server = buildServer({ config, database, logger });
await server.app.listen({ port: 0, host: '127.0.0.1' });
const productPort = (server.app.server.address() as { port: number }).port;

const client = await database.db
  .selectFrom('users')
  .select('id')
  .where('email', '=', bigClientEmail)
  .executeTakeFirstOrThrow();
const token = (await sessionFor(database.db, client.id, config)).access_token;
const listPath = `/api/trpc/clientOrders.list?input=${encodeURIComponent(JSON.stringify({}))}`;

// The SQL one clientOrders.list runs, read off the pg client while the product answers it.
const captured: { text: string; values: unknown[] }[] = [];
const probe = await database.pool.connect();
const clientPrototype = Object.getPrototypeOf(probe) as { query: (...args: unknown[]) => unknown };
probe.release();
const query = clientPrototype.query;
clientPrototype.query = function (this: unknown, ...args: unknown[]) {
  const [first, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  const text = typeof first === 'string' ? first : first.text;
  const params = typeof first === 'string' ? values : first.values;
  captured.push({ text, values: params ?? [] });
  return query.apply(this, args);
};
await server.app.inject({ method: 'GET', url: listPath, headers: { authorization: `Bearer ${token}` } });
clientPrototype.query = query;
const sessionQueries = captured.filter((entry) =>
  /\bsessions?\b|refresh_tokens|FROM "users"/i.test(entry.text),
);
const listQueries = captured.filter((entry) => !sessionQueries.includes(entry));

const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
bare.get('/client-orders', async () => {
  const rows: unknown[] = [];
  for (const { text, values } of listQueries)
    rows.push((await (database.pool as pg.Pool).query(text, values)).rows);
  return rows;
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;

process.send?.({
  type: 'ready',
  productPort,
  barePort,
  token,
  listPath,
  queries: listQueries.map((entry) => entry.text.replace(/\s+/g, ' ').slice(0, 80)),
});

process.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  await bare.close();
  await server.stop();
  await bench.stop();
  process.exit(0);
});
