// The Database owns the pg Pool, the Kysely instance and the migrator.
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Logger } from '../logger';
import { migrations } from './migrations';
import type { DB } from './tables';

/** bigint (e.g. count(*)) as a JS number; a value past 2^53 is an error rather than silently wrong. */
function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} does not fit a JS number`);
  return parsed;
}

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

const shutdownCodes = new Set(['57P01', '57P03']);

export interface DatabaseOptions {
  connectionString: string;
  logger: Logger;
  poolMax?: number;
  /** Per-statement limit; a runaway query fails instead of holding a connection forever. */
  statementTimeoutMs?: number;
}

export class Database {
  readonly pool: pg.Pool;
  readonly db: Kysely<DB>;
  readonly migrator: Migrator;
  private closed = false;
  /** Set when the process starts to stop: the server shutting down then closes idle connections, as expected. */
  private stopping = false;

  constructor(options: DatabaseOptions) {
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      statement_timeout: options.statementTimeoutMs ?? 30_000,
      application_name: 'photoedit-api',
      types: typeParsers,
    });
    // Without this listener an idle client's error (e.g. the server shutting down) crashes the process.
    // Log the essentials only: pg attaches the whole client (connection state, socket) to the error.
    this.pool.on('error', (error: Error & { code?: string }) => {
      const details = { code: error.code, reason: error.message };
      // Ctrl-C reaches the embedded PostgreSQL too (one process group): its shutdown (57P01 admin_shutdown,
      // 57P03 cannot_connect_now) ends our idle connections while we stop. Expected then; a warning otherwise.
      if (this.stopping && shutdownCodes.has(error.code ?? '')) {
        options.logger.debug(details, 'idle PostgreSQL connection closed by the shutdown');
        return;
      }
      options.logger.warn(details, 'idle PostgreSQL connection failed');
    });
    this.db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: this.pool }) });
    this.migrator = new Migrator({
      db: this.db,
      provider: { getMigrations: async () => migrations },
    });
  }

  /** Applies every pending migration (in one transaction) and returns the names applied. */
  async migrateToLatest(): Promise<string[]> {
    const { error, results = [] } = await this.migrator.migrateToLatest();
    if (error) {
      const failed = results.find((result) => result.status === 'Error');
      const cause = error instanceof Error ? error : new Error(String(error));
      throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, {
        cause,
      });
    }
    return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  }

  /** Resolves when the database answers a query within timeoutMs, rejects otherwise. */
  /** This code's migrations that the database has not applied (a node started before its migration ran). */
  async pendingMigrations(timeoutMs = 2000): Promise<string[]> {
    const migrations = await this.withTimeout(this.migrator.getMigrations(), timeoutMs);
    return migrations
      .filter((migration) => migration.executedAt === undefined)
      .map((migration) => migration.name);
  }

  async ping(timeoutMs = 2000): Promise<void> {
    await this.withTimeout(sql`SELECT 1`.execute(this.db), timeoutMs);
  }

  private async withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`database did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The process is stopping: the database's own shutdown may close idle connections now, quietly. */
  expectShutdown(): void {
    this.stopping = true;
  }

  async close(): Promise<void> {
    this.stopping = true;
    if (this.closed) return;
    this.closed = true;
    await this.db.destroy();
  }
}
