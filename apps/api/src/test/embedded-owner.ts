// A PhotoEdit-like process for embedded.test.ts: starts the embedded PostgreSQL on a data directory and waits,
// so the test can kill it with SIGKILL and see what the next start does. Usage: embedded-owner.ts DATA_DIR PORT
import { pino } from 'pino';
import { startEmbeddedPostgres } from '../db/embedded';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: embedded-owner.ts DATA_DIR PORT');
await startEmbeddedPostgres({
  dataDir,
  port: Number(port),
  database: 'photoedit',
  logger: pino({ level: 'silent' }),
});
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
