// The Database owns the pg Pool, the Kysely instance and the migrator.
import { Kysely, PostgresDialect, type PostgresPoolClient, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Logger } from '../logger';
import { defaultListenTiming, type ListenSource, ListenStates, type ListenTiming } from './listen';
import { migrations } from './migrations';
import type { DB } from './tables';
import { unavailableOr } from './unavailable';

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

export { unavailableRetryAfterSeconds } from './unavailable';

/**
 * The client as Kysely uses it (query, release), with connection failures of its queries as UNAVAILABLE. A client
 * whose query failed so is destroyed on release: a 57P01 arrives before its socket closes, and the pool would
 * otherwise hand the dying connection to the next request.
 */
function unavailableAware(client: pg.PoolClient): PostgresPoolClient {
  let broken: Error | undefined;
  return {
    query: ((...args: unknown[]) => {
      const result = (client.query as (...all: unknown[]) => unknown)(...args);
      // A cursor (streamed rows) comes back as itself; a query as a promise.
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        const mapped = unavailableOr(error);
        if (mapped !== error) broken = mapped as Error;
        return Promise.reject(mapped);
      });
    }) as PostgresPoolClient['query'],
    release: () => client.release(broken),
  };
}

export interface DatabaseOptions {
  connectionString: string;
  logger: Logger;
  poolMax?: number;
  /** How long a request waits for a free connection before it is answered 503 (default 5 s). */
  connectionTimeoutMs?: number;
  /** Per-statement limit; a runaway query fails instead of holding a connection forever. */
  statementTimeoutMs?: number;
  /**
   * A direct (session) connection for LISTEN (LISTEN_DATABASE_URL), for when connectionString goes through a
   * transaction-mode pooler, where a LISTEN never delivers. Without it, LISTEN uses the main pool.
   */
  listenConnectionString?: string | undefined;
  /** Heartbeat and polling periods of LISTEN (db/listen.ts); tests shorten them. */
  listenTiming?: ListenTiming;
}

export class Database implements ListenSource {
  readonly pool: pg.Pool;
  readonly listenPool: pg.Pool;
  readonly listenStates = new ListenStates();
  readonly listenTiming: ListenTiming;
  readonly db: Kysely<DB>;
  readonly migrator: Migrator;
  readonly statementTimeoutMs: number;
  private closed = false;
  /** Set when the process starts to stop: the server shutting down then closes idle connections, as expected. */
  private stopping = false;

  constructor(options: DatabaseOptions) {
    const statementTimeoutMs = options.statementTimeoutMs ?? 30_000;
    this.statementTimeoutMs = statementTimeoutMs;
    // No statement_timeout startup parameter: PgBouncer refuses unknown startup parameters (08P01). Each new
    // connection sets it instead (direct and session pooling), and applySessionDefaults() makes it the role's
    // default in this database, which is what a transaction pooler's shared server connections start with.
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
      idleTimeoutMillis: 30_000,
      application_name: 'photoedit-api',
      types: typeParsers,
    });
    const fresh = new WeakSet<pg.PoolClient>();
    this.pool.on('connect', (client) => {
      // A checked-out client has no listener of the pool's: the server ending it between two queries (a restart,
      // a failover, pg_terminate_backend) would be an uncaught 'error' and end the process. The query that runs on
      // it, or the next, fails and is answered 503 (unavailable.ts); the pool drops the broken client on release.
      client.on('error', (error: Error & { code?: string }) => {
        options.logger.debug({ code: error.code, reason: error.message }, 'PostgreSQL connection ended');
      });
      fresh.add(client);
    });
    // Without this listener an idle client's error (e.g. the server shutting down) crashes the process.
    // Log the essentials only: pg attaches the whole client (connection state, socket) to the error.
    this.pool.on('error', (error: Error & { code?: string }) => {
      const details = { code: error.code, reason: error.message };
      // While we stop, a database shutting down (57P01 admin_shutdown, 57P03 cannot_connect_now) ends our idle
      // connections as expected; at any other time it is a warning.
      if (this.stopping && shutdownCodes.has(error.code ?? '')) {
        options.logger.debug(details, 'idle PostgreSQL connection closed by the shutdown');
        return;
      }
      options.logger.warn(details, 'idle PostgreSQL connection failed');
    });
    this.listenTiming = options.listenTiming ?? defaultListenTiming;
    this.listenPool = options.listenConnectionString
      ? this.ownListenPool(options.listenConnectionString, options.logger)
      : this.pool;
    // Kysely takes its connections and runs its queries through here, so a request that cannot get a connection,
    // or whose connection the server ended, is told to come back (503) instead of failing with a 500.
    const pool = this.pool;
    const kyselyPool = {
      options: pool.options,
      connect: async () => {
        const client = await pool.connect().catch((error: unknown) => Promise.reject(unavailableOr(error)));
        const aware = unavailableAware(client);
        if (fresh.delete(client)) {
          try {
            await aware.query(`SET statement_timeout = ${statementTimeoutMs}`, []);
          } catch (error) {
            aware.release();
            throw error;
          }
        }
        return aware;
      },
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

  /** One connection per listening channel (a node listens on three), outside the main pool's count. */
  private ownListenPool(connectionString: string, logger: Logger): pg.Pool {
    const listenPool = new pg.Pool({
      connectionString,
      max: 5,
      connectionTimeoutMillis: 5000,
      application_name: 'photoedit-api-listen',
    });
    listenPool.on('error', (error: Error & { code?: string }) => {
      if (this.stopping) return;
      logger.warn({ code: error.code, reason: error.message }, 'idle LISTEN connection failed');
    });
    return listenPool;
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

  /**
   * Makes the statement timeout this role's default in this database, so that it is in force in every new session,
   * including the server connections a transaction pooler shares between nodes (a SET there would not stay).
   * Returns false (and warns) when the role may not change its own defaults; each connection's SET still holds
   * without a transaction pooler.
   */
  async applySessionDefaults(logger: Logger): Promise<boolean> {
    const wanted = `statement_timeout=${this.statementTimeoutMs}`;
    try {
      const { rows } = await sql<{ database: string; settings: string[] | null }>`
        SELECT current_database() AS database,
          (SELECT s.setconfig FROM pg_db_role_setting s
            JOIN pg_database d ON d.oid = s.setdatabase
            WHERE d.datname = current_database() AND s.setrole = (SELECT oid FROM pg_roles WHERE rolname = current_user)
          ) AS settings`.execute(this.db);
      const [found] = rows;
      if (!found) return false;
      const current = (found.settings ?? []).find((setting) => setting.startsWith('statement_timeout='));
      if (current === wanted) return true;
      await sql`ALTER ROLE CURRENT_USER IN DATABASE ${sql.id(found.database)} SET statement_timeout = ${sql.lit(this.statementTimeoutMs)}`.execute(
        this.db,
      );
      return true;
    } catch (error) {
      logger.warn(
        { err: error },
        'cannot make statement_timeout the role default in this database; behind a transaction pooler it is not in force',
      );
      return false;
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
    if (this.listenPool !== this.pool) await this.listenPool.end();
  }
}
