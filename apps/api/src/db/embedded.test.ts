import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../test/database';
import { checkLockFile } from './embedded';

describe('the embedded PostgreSQL lock-file check', () => {
  it('removes a postmaster.pid whose process is gone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'photoedit-lock-'));
    const lockFile = join(dir, 'postmaster.pid');
    // PIDs are below 2^22 on Linux, so this one cannot be running.
    await writeFile(lockFile, `${2 ** 22 + 12345}\n${dir}\n`);
    checkLockFile(dir, silentLogger);
    expect(existsSync(lockFile)).toBe(false);
    await rm(dir, { recursive: true, force: true });
  });

  it('does nothing without a lock file', () => {
    expect(() => checkLockFile(join(tmpdir(), 'photoedit-no-such-dir'), silentLogger)).not.toThrow();
  });
});
