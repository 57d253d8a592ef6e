// Opens the configured database: DATABASE_URL when set, otherwise the embedded PostgreSQL under DATA_DIR.
import { join } from 'node:path';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { Database } from './database';
import { startEmbeddedPostgres } from './embedded';

export const embeddedDatabaseName = 'photoedit';

export interface OpenDatabase {
  database: Database;
  /** Closes the pool, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

/** Where DATABASE_URL points, without its credentials. */
export function databaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  } catch {
    return '(unparsable address)';
  }
}

/** Fails with a message naming DATABASE_URL and the host:port tried, instead of "migration (unknown) failed". */
async function reachable(database: Database, databaseUrl: string): Promise<void> {
  try {
    await database.ping(10_000);
  } catch (error) {
    await database.close();
    // A refused connection arrives as UNAVAILABLE (database.ts answers requests 503); name the driver's reason.
    const original = error instanceof AppError && error.cause !== undefined ? error.cause : error;
    const reason =
      (original as { code?: string }).code ??
      (original instanceof Error ? original.message : String(original));
    throw new Error(
      `Cannot reach the database at ${databaseAddress(databaseUrl)} (DATABASE_URL): ${reason}`,
      {
        cause: error,
      },
    );
  }
}

export async function openDatabase(
  config: Pick<
    Config,
    'databaseUrl' | 'listenDatabaseUrl' | 'dataDir' | 'embeddedPgPort' | 'databasePoolMax'
  >,
  logger: Logger,
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const database = new Database({
      connectionString: config.databaseUrl,
      listenConnectionString: config.listenDatabaseUrl,
      poolMax: config.databasePoolMax,
      logger,
    });
    await reachable(database, config.databaseUrl);
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
