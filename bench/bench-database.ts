// The benchmarks' database: a throwaway embedded PostgreSQL (db/throwaway.ts) migrated to the latest schema, and
// the config of a test-mode API whose data lives in the same temp directory.
import { parseConfig } from '../apps/api/src/config';
import { Database } from '../apps/api/src/db/database';
import { startThrowawayPostgres } from '../apps/api/src/db/throwaway';
import { createLogger } from '../apps/api/src/logger';

export async function startBenchDatabase(name: string, postgresFlags: string[] = []) {
  const logger = createLogger('warn');
  const pg = await startThrowawayPostgres({
    name: `bench-${name}`,
    database: 'photoedit_bench',
    logger,
    postgresFlags: ['-c', 'synchronous_commit=off', ...postgresFlags],
  });
  const { dir } = pg;
  const database = new Database({
    connectionString: pg.databaseUrl,
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
    },
  };
}
