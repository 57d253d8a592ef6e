// `backup --out DIR` and `restore --from DIR` (docs/deploy.md, "Backup and restore"): the database with pg_dump
// first, then every object of the media store, so that every photo the dump names is in the copy (an object
// added after the dump is an orphan the copy carries along, never a photo missing). A restore goes into an empty
// database and an empty store.
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { MediaStorage } from '../storage';
import { exitUsage, parseCommandArgs } from './command-args';

const run = promisify(execFile);
const dumpFile = 'database.dump';
const mediaDir = 'media';
const manifestFile = 'backup.json';

export interface BackupIo {
  databaseUrl: string;
  storage: MediaStorage;
  /** Where pg_dump and pg_restore are (PG_BIN); their major version must be at least the server's. */
  pgBin: string | undefined;
  out: (text: string) => void;
  err: (text: string) => void;
}

interface Manifest {
  createdAt: string;
  objects: number;
  bytes: number;
}

export const backupUsage =
  'Usage: node dist/backup.js --out /backups/2026-11-28\n' +
  'Writes the database (pg_dump, custom format) and then every object of the media store into an empty folder.\n';
export const restoreUsage =
  'Usage: node dist/restore.js --from /backups/2026-11-28\n' +
  'Restores a backup into an EMPTY database (DATABASE_URL) and an EMPTY media store. Start the nodes after it.\n';

const tool = (io: BackupIo, name: string) => (io.pgBin ? join(io.pgBin, name) : name);

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export async function runBackup(argv: string[], io: BackupIo): Promise<number> {
  const parsed = parseCommandArgs(argv, ['out'], backupUsage, io);
  if ('exitCode' in parsed) return parsed.exitCode;
  const out = parsed.values.out;
  if (!out) {
    io.err(`--out is required.\n${backupUsage}`);
    return exitUsage;
  }
  if (!(await isEmptyDir(out))) {
    io.err(`${out} is not empty: a backup goes into a folder of its own.\n`);
    return exitUsage;
  }
  await mkdir(join(out, mediaDir), { recursive: true });
  await run(tool(io, 'pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${join(out, dumpFile)}`,
    `--dbname=${io.databaseUrl}`,
  ]);
  io.out(`database written to ${join(out, dumpFile)}\n`);
  let bytes = 0;
  const keys = await io.storage.list('');
  for (const key of keys) {
    const stored = await io.storage.get(key);
    if (!stored) continue; // Deleted since it was listed (a clean-up job).
    const target = join(out, mediaDir, ...key.split('/'));
    await mkdir(dirname(target), { recursive: true });
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    await writeFile(target, data);
    bytes += data.length;
  }
  const manifest: Manifest = { createdAt: new Date().toISOString(), objects: keys.length, bytes };
  await writeFile(join(out, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  io.out(`${keys.length} media objects (${bytes} bytes) written to ${join(out, mediaDir)}\n`);
  return 0;
}

async function databaseIsEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.tables === 0;
  } finally {
    await client.end();
  }
}

export async function runRestore(argv: string[], io: BackupIo): Promise<number> {
  const parsed = parseCommandArgs(argv, ['from'], restoreUsage, io);
  if ('exitCode' in parsed) return parsed.exitCode;
  const from = parsed.values.from;
  if (!from) {
    io.err(`--from is required.\n${restoreUsage}`);
    return exitUsage;
  }
  const manifest = JSON.parse(
    await readFile(join(from, manifestFile), 'utf8').catch(() => 'null'),
  ) as Manifest | null;
  if (!manifest || !(await stat(join(from, dumpFile)).catch(() => undefined))) {
    io.err(`${from} is not a backup (no ${manifestFile} or ${dumpFile}).\n`);
    return exitUsage;
  }
  if (!(await databaseIsEmpty(io.databaseUrl))) {
    io.err('The database (DATABASE_URL) is not empty: a backup is restored into an empty one.\n');
    return exitUsage;
  }
  if ((await io.storage.list('')).length > 0) {
    io.err('The media store is not empty: a backup is restored into an empty one.\n');
    return exitUsage;
  }
  await run(tool(io, 'pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${io.databaseUrl}`,
    join(from, dumpFile),
  ]);
  io.out('database restored\n');
  const files = await filesUnder(join(from, mediaDir));
  for (const key of files) {
    await io.storage.put(key, { path: join(from, mediaDir, ...key.split('/')) }, 'application/octet-stream');
  }
  io.out(`${files.length} media objects restored (the backup of ${manifest.createdAt})\n`);
  return 0;
}
