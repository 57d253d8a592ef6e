// The benchmarks' database: an embedded PostgreSQL in a temp directory (durability off: nothing here is kept),
// migrated to the latest schema, and the config of a test-mode API whose data lives in the same directory.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../apps/api/src/config';
import { Database } from '../apps/api/src/db/database';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { createLogger } from '../apps/api/src/logger';
import { freePort } from '../apps/api/src/net';

export async function startBenchDatabase(name: string, postgresFlags: string[] = []) {
  const logger = createLogger('warn');
  const dir = await mkdtemp(join(tmpdir(), `photoedit-bench-${name}-`));
  // As root, PostgreSQL runs as 'postgres', which must be able to enter the directory.
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres({
    dataDir: join(dir, 'pg'),
    port: await freePort(),
    database: 'photoedit_bench',
    logger,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', ...postgresFlags],
  });
  const database = new Database({
    connectionString: pg.serverUrl.replace(/\/[^/]*$/, '/photoedit_bench'),
    logger,
  });
  await database.migrateToLatest();
  const config = {
    ...parseConfig({ NODE_ENV: 'test', PORT: '3000', DATA_DIR: dir, LOG_LEVEL: 'warn' }),
    port: 0,
  };
  return {
    logger,
    database,
    config,
    /** Closes the pool, stops PostgreSQL and removes the directory. */
    stop: async () => {
      await database.close();
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
