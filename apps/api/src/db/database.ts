// The Database owns the pg Pool, the Kysely instance and the migrator.
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { AppError } from '../errors';
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

/** Seconds a client is asked to wait (Retry-After) when no database connection could be had. */
export const unavailableRetryAfterSeconds = 5;
const unavailableCodes = new Set([...shutdownCodes, '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);

/**
 * Getting a connection failed because every connection stayed busy for the whole wait (pg-pool's timeout), the
 * server refused or dropped the connection, it is shutting down or starting (57P01, 57P03), or it has no slot
 * left (53300): the request is answered 503 with Retry-After instead of 500. Anything else passes unchanged.
 */
function unavailableOr(error: unknown): unknown {
  const { message, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    code?: unknown;
  };
  const transient =
    (typeof message === 'string' && message.startsWith('timeout exceeded when trying to connect')) ||
    (typeof code === 'string' && unavailableCodes.has(code));
  if (!transient) return error;
  return new AppError('UNAVAILABLE', undefined, {
    message: 'No database connection is free right now. Please try again in a moment.',
    cause: error,
    headers: { 'retry-after': String(unavailableRetryAfterSeconds) },
  });
}

export interface DatabaseOptions {
  connectionString: string;
  logger: Logger;
  poolMax?: number;
  /** How long a request waits for a free connection before it is answered 503 (default 5 s). */
  connectionTimeoutMs?: number;
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
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
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
    // Kysely takes its connections through here, so a request that cannot get one is told to come back.
    const pool = this.pool;
    const kyselyPool = {
      options: pool.options,
      connect: () => pool.connect().catch((error: unknown) => Promise.reject(unavailableOr(error))),
      end: () => pool.end(),
    };
    this.db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: kyselyPool, controlClient: pg.Client }),
    });
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
