// Opens the configured database: DATABASE_URL when set, otherwise the embedded PostgreSQL under DATA_DIR.
import { join } from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { Database } from './database';
import { startEmbeddedPostgres } from './embedded';

export const embeddedDatabaseName = 'photoedit';

export interface OpenDatabase {
  database: Database;
  /** Closes the pool, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPgPort' | 'databasePoolMax'>,
  logger: Logger,
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const database = new Database({
      connectionString: config.databaseUrl,
      poolMax: config.databasePoolMax,
      logger,
    });
    return { database, close: () => database.close() };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: join(config.dataDir, 'pg'),
    port: config.embeddedPgPort,
    database: embeddedDatabaseName,
    logger,
  });
  const database = new Database({
    connectionString: embedded.databaseUrl,
    poolMax: config.databasePoolMax,
    logger,
  });
  return {
    database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await embedded.stop();
      }
    },
  };
}
