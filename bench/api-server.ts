// The API as its own process for the benchmarks: an embedded PostgreSQL in a temp directory (with the service
// catalogue), the real server on a free port (serving the built apps too), media on local disk, and a
// resident-memory sampler the parent reads over IPC.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../apps/api/src/config';
import { Database } from '../apps/api/src/db/database';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { createLogger } from '../apps/api/src/logger';
import { signDownloadPath } from '../apps/api/src/modules/orders/downloads/downloads.signing';
import { seedServiceCatalogue } from '../apps/api/src/modules/services';
import { freePort } from '../apps/api/src/net';
import { buildServer } from '../apps/api/src/server';
import { createStorage } from '../apps/api/src/storage';
import { seedDeliveredOrder } from './downloads/seed-order';

const logger = createLogger('warn');
const dir = await mkdtemp(join(tmpdir(), 'photoedit-bench-'));
// As root, PostgreSQL runs as 'postgres', which must be able to enter the directory.
await chmod(dir, 0o755);
const pg = await startEmbeddedPostgres({
  dataDir: join(dir, 'pg'),
  port: await freePort(),
  database: 'photoedit_bench',
  logger,
  postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off'],
});
const database = new Database({
  connectionString: pg.serverUrl.replace(/\/[^/]*$/, '/photoedit_bench'),
  logger,
});
await database.migrateToLatest();
// The service catalogue, as `npm start` seeds it (the home page shows it).
await seedServiceCatalogue(database.db);
const config = {
  ...parseConfig({ NODE_ENV: 'test', PORT: '3000', DATA_DIR: dir, LOG_LEVEL: 'warn' }),
  port: 0,
};
const server = buildServer({ config, database, logger });
await server.app.listen({ port: 0, host: '127.0.0.1' });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** Seeds a delivered order and answers with signed addresses of its two ZIPs. */
async function seedOrder(photos: number, bytes: number) {
  const storage = createStorage(config.media.storage);
  const orderId = await seedDeliveredOrder(database.db, storage, { photos, bytes });
  await storage.close();
  const sign = (path: string) => signDownloadPath(config.media, path, new Date());
  return {
    editedZip: sign(`/api/orders/${orderId}/edited.zip?set=full`),
    originalsZip: sign(`/api/orders/${orderId}/originals.zip`),
  };
}

// Peak resident memory since the last reset, sampled every 5 ms.
let peakRss = process.memoryUsage.rss();
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 5).unref();

process.on('message', async (message: { type: string; photos?: number; bytes?: number }) => {
  if (message.type === 'seed-order') {
    process.send?.({ type: 'seeded', ...(await seedOrder(message.photos ?? 1, message.bytes ?? 1)) });
  } else if (message.type === 'reset') {
    global.gc?.();
    peakRss = process.memoryUsage.rss();
    process.send?.({ type: 'reset', rss: peakRss });
  } else if (message.type === 'peak') {
    process.send?.({ type: 'peak', peakRss, rss: process.memoryUsage.rss() });
  } else if (message.type === 'stop') {
    await server.stop();
    await database.close();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
    process.exit(0);
  }
});

process.send?.({
  type: 'ready',
  port,
  concurrency: config.media.processingConcurrency,
  rss: process.memoryUsage.rss(),
});
