// The API as its own process for the benchmarks: an embedded PostgreSQL in a temp directory (with the service
// catalogue), the real server on a free port (serving the built apps too), media on local disk, and a
// resident-memory sampler the parent reads over IPC.
import { signDownloadPath } from '../apps/api/src/modules/orders/downloads/downloads.signing';
import { seedServiceCatalogue } from '../apps/api/src/modules/services';
import { buildServer } from '../apps/api/src/server';
import { createStorage } from '../apps/api/src/storage';
import { startBenchDatabase } from './bench-database';
import { seedDeliveredOrder } from './downloads/seed-order';

const bench = await startBenchDatabase('api');
const { database, config, logger } = bench;
// The service catalogue, as `npm start` seeds it (the home page shows it).
await seedServiceCatalogue(database.db);
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

// Peak resident memory from a reset to the next peak request, sampled every 5 ms only in that window (sampling
// costs a few per cent of a core, which throughput measured outside the window should not pay).
let peakRss = process.memoryUsage.rss();
let sampler: NodeJS.Timeout | undefined;
const sampleRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};

process.on('message', async (message: { type: string; photos?: number; bytes?: number }) => {
  if (message.type === 'seed-order') {
    process.send?.({ type: 'seeded', ...(await seedOrder(message.photos ?? 1, message.bytes ?? 1)) });
  } else if (message.type === 'reset') {
    global.gc?.();
    peakRss = process.memoryUsage.rss();
    clearInterval(sampler);
    sampler = setInterval(sampleRss, 5).unref();
    process.send?.({ type: 'reset', rss: peakRss });
  } else if (message.type === 'peak') {
    sampleRss();
    clearInterval(sampler);
    sampler = undefined;
    process.send?.({ type: 'peak', peakRss, rss: process.memoryUsage.rss() });
  } else if (message.type === 'stop') {
    await server.stop();
    await bench.stop();
    process.exit(0);
  }
});

process.send?.({
  type: 'ready',
  port,
  concurrency: config.media.processingConcurrency,
  rss: process.memoryUsage.rss(),
});
