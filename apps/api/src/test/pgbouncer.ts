// A real PgBouncer (Debian's) in front of the test PostgreSQL, in session or transaction mode, for the pooler
// tests. PgBouncer refuses to run as root, so as root it runs as the 'postgres' system user.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../net';

export const pgbouncerBinary = '/usr/sbin/pgbouncer';

export interface PgBouncer {
  /** A URL of `database` through the pooler, with the server's credentials. */
  url(database: string): string;
  /** A command on PgBouncer's admin console (e.g. `KILL db`, `SHOW POOLS`). */
  admin(command: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startPgBouncer(options: {
  /** The PostgreSQL server behind it (a URL with user and password, no database needed). */
  serverUrl: string;
  mode: 'session' | 'transaction';
}): Promise<PgBouncer> {
  const server = new URL(options.serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'photoedit-pgbouncer-'));
  await chmod(dir, 0o777);
  const ini = join(dir, 'pgbouncer.ini');
  await writeFile(join(dir, 'userlist.txt'), `"${user}" "${password}"\n`);
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = plain',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      `admin_users = ${user}`,
      `pool_mode = ${options.mode}`,
      'default_pool_size = 10',
      'max_client_conn = 200',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const asPostgres =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
        }
      : {};
  const child: ChildProcess = spawn(pgbouncerBinary, [ini], { ...asPostgres, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = (database: string) =>
    `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const admin = async (command: string) => {
    const client = new pg.Client({ connectionString: url('pgbouncer') });
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query(command);
    } finally {
      await client.end();
    }
  };
  // Ready once its admin console answers.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin('SHOW VERSION');
      break;
    } catch (error) {
      if (attempt > 100 || child.exitCode !== null) {
        child.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
        throw new Error(`PgBouncer did not start: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    admin,
    stop: async () => {
      // SIGTERM: immediate shutdown (SIGINT would wait for every client to leave).
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
