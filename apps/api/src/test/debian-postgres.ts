// Debian's PostgreSQL 15 (the version the deployment guide names as the oldest supported) in a temp directory,
// for the API suite's second run and the backup test. As in a managed deployment, the product connects as a
// role that owns its databases but is not a superuser. As root, the server runs as the 'postgres' system user.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../net';

export const debianPostgresBin = '/usr/lib/postgresql/15/bin';
const ownerRole = 'photoedit_owner';
const ownerPassword = 'photoedit-owner';
const superPassword = 'photoedit-super';

export interface DebianPostgres {
  /** A superuser URL without a database (for the test that needs one). */
  superUrl: string;
  /** The non-superuser owner's URL without a database (CREATEDB, as a managed database's owner). */
  ownerUrl: string;
  /** The server's binaries (pg_dump, pg_restore) match its version. */
  bin: string;
  stop(): Promise<void>;
}

const asPostgres = () =>
  process.getuid?.() === 0
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
      }
    : {};

export function debianPostgresInstalled(): boolean {
  return existsSync(join(debianPostgresBin, 'postgres'));
}

export async function startDebianPostgres(): Promise<DebianPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'photoedit-pg15-'));
  await chmod(dir, 0o777);
  const dataDir = join(dir, 'data');
  const user = asPostgres();
  const pwfile = join(dir, 'pw');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(pwfile, `${superPassword}\n`, { mode: 0o644 });
  execFileSync(
    join(debianPostgresBin, 'initdb'),
    [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=scram-sha-256',
      `--pwfile=${pwfile}`,
      '-E',
      'UTF8',
      '--no-instructions',
    ],
    { ...user, stdio: 'ignore' },
  );
  const port = await freePort();
  const server: ChildProcess = spawn(
    join(debianPostgresBin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ],
    { ...user, stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const superUrl = `postgres://postgres:${superPassword}@127.0.0.1:${port}/postgres`;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: superUrl });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(`CREATE ROLE ${ownerRole} LOGIN CREATEDB PASSWORD '${ownerPassword}'`);
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt > 200 || server.exitCode !== null) {
        server.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
        throw new Error(`PostgreSQL 15 did not start: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    superUrl,
    ownerUrl: `postgres://${ownerRole}:${ownerPassword}@127.0.0.1:${port}/postgres`,
    bin: debianPostgresBin,
    stop: async () => {
      server.kill('SIGINT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
