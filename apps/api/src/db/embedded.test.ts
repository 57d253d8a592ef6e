import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { freePort } from '../net';
import { silentLogger } from '../test/database';
import { ownerFileName, recoverLockFile, startEmbeddedPostgres } from './embedded';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the embedded PostgreSQL lock-file check', () => {
  it('removes a postmaster.pid whose process is gone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'photoedit-lock-'));
    const lockFile = join(dir, 'postmaster.pid');
    // PIDs are below 2^22 on Linux, so this one cannot be running.
    await writeFile(lockFile, `${2 ** 22 + 12345}\n${dir}\n`);
    await recoverLockFile(dir, silentLogger);
    expect(existsSync(lockFile)).toBe(false);
    await rm(dir, { recursive: true, force: true });
  });

  it('does nothing without a lock file', async () => {
    await expect(
      recoverLockFile(join(tmpdir(), 'photoedit-no-such-dir'), silentLogger),
    ).resolves.toBeUndefined();
  });
});

describe('a start after the PhotoEdit process was killed', () => {
  it('stops the PostgreSQL left running by a process killed with -9, then starts normally', async () => {
    // As in the test setup: the temp directory itself is the cluster (initdb takes it over).
    const dataDir = await mkdtemp(join(tmpdir(), 'photoedit-orphan-'));
    const port = await freePort();
    const owner = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../test/embedded-owner.ts'), dataDir, String(port)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    owner.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    let ownerExit: number | null | undefined;
    owner.once('exit', (code) => {
      ownerExit = code;
    });
    await vi.waitFor(
      () => {
        expect(ownerExit, 'the owner process exited early').toBeUndefined();
        expect(output).toContain('ready');
      },
      { timeout: 60_000, interval: 100 },
    );
    const postgresPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(Number(readFileSync(join(dataDir, ownerFileName), 'utf8'))).toBe(owner.pid);
    const exited = new Promise((resolve) => owner.once('exit', resolve));
    owner.kill('SIGKILL');
    await exited;
    // The database outlives its owner: before, every start refused until it was killed by hand.
    expect(isAlive(postgresPid)).toBe(true);

    const started = await startEmbeddedPostgres({
      dataDir,
      port,
      database: 'photoedit',
      logger: silentLogger,
    });
    try {
      expect(isAlive(postgresPid)).toBe(false);
      const client = new pg.Client({ connectionString: started.databaseUrl });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();
      expect(Number(readFileSync(join(dataDir, ownerFileName), 'utf8'))).toBe(process.pid);

      // A second start while this one runs: told which PhotoEdit runs, nothing is stopped.
      await expect(
        startEmbeddedPostgres({ dataDir, port, database: 'photoedit', logger: silentLogger }),
      ).rejects.toThrow(`PhotoEdit is already running (pid ${process.pid}); stop it with Ctrl-C first.`);
    } finally {
      await started.stop();
    }
    expect(existsSync(join(dataDir, ownerFileName))).toBe(false);
    await rm(dataDir, { recursive: true, force: true });
  }, 180_000);
});

describe('an embedded PostgreSQL that dies under a running node', () => {
  it('is started again by itself, and the node reaches it again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'photoedit-killed-'));
    const { chmod } = await import('node:fs/promises');
    await chmod(dataDir, 0o755);
    const started = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'pg'),
      port: await freePort(),
      database: 'photoedit',
      logger: silentLogger,
      postgresFlags: ['-c', 'fsync=off'],
    });
    const query = async () => {
      const client = new pg.Client({ connectionString: started.databaseUrl });
      client.on('error', () => {});
      await client.connect();
      try {
        return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one;
      } finally {
        await client.end();
      }
    };
    try {
      const killed = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(killed, 'SIGKILL');
      await vi.waitFor(() => expect(isAlive(killed)).toBe(false), { timeout: 10_000 });
      // Before, the node answered 503 for ever (at least two minutes) until restarted by hand.
      await vi.waitFor(async () => expect(await query()).toBe(1), { timeout: 30_000, interval: 100 });
      const restarted = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(restarted).not.toBe(killed);
      // The restarted server is the one the node stops.
      await started.stop();
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(isAlive(restarted)).toBe(false);
    } finally {
      await started.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
