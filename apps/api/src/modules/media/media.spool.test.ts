import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../config';
import { silentLogger } from '../../test/database';
import { spoolUpload, staleSpoolAgeMs, startSpoolSweeper, sweepSpool } from './media.spool';

describe('the upload spool', () => {
  it('lives under DATA_DIR, one per instance, not in a shared system temp folder', () => {
    expect(parseConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/photoedit-a' }).media.spoolDir).toBe(
      '/srv/photoedit-a/spool',
    );
  });

  it('is swept at start of what a crash left behind, keeping uploads that may still be arriving', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'photoedit-spool-'));
    const now = new Date();
    const stale = join(dir, 'crashed-upload');
    const fresh = join(dir, 'arriving-upload');
    await writeFile(stale, Buffer.alloc(1024));
    await writeFile(fresh, Buffer.alloc(1024));
    const old = new Date(now.getTime() - staleSpoolAgeMs - 1000);
    await utimes(stale, old, old);
    expect(await sweepSpool(dir, now, silentLogger)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(await sweepSpool(join(dir, 'missing'), now, silentLogger)).toBe(0);
    await rm(dir, { recursive: true, force: true });
  });

  describe('while the node runs', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("is swept every ten minutes: a killed upload's file goes without a restart", async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const dir = await mkdtemp(join(tmpdir(), 'photoedit-spool-'));
      const now = new Date();
      const killed = join(dir, 'killed-upload');
      const arriving = join(dir, 'arriving-upload');
      await writeFile(killed, 'half an upload');
      await writeFile(arriving, 'an upload on its way');
      const old = new Date(now.getTime() - staleSpoolAgeMs - 1000);
      await utimes(killed, old, old);
      const stop = startSpoolSweeper(dir, () => now, silentLogger);
      try {
        expect(existsSync(killed)).toBe(true);
        vi.advanceTimersByTime(staleSpoolAgeMs);
        await vi.waitFor(() => expect(existsSync(killed)).toBe(false), { timeout: 5000 });
        expect(existsSync(arriving)).toBe(true);
      } finally {
        stop();
        await rm(dir, { recursive: true, force: true });
      }
    });
  });

  it('writes an upload that arrives in socket-sized pieces whole and in order, with its size and SHA-256', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'photoedit-spool-'));
    // 2.3 MB in 64 KiB pieces and a short last one.
    const bytes = randomBytes(2_400_000);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, index) =>
      bytes.subarray(index * 65_536, (index + 1) * 65_536),
    );
    const path = join(dir, 'upload');
    const spooled = await spoolUpload(Readable.from(pieces), path);
    expect(spooled.byteSize).toBe(bytes.length);
    expect(spooled.sha256.equals(createHash('sha256').update(bytes).digest())).toBe(true);
    expect((await readFile(path)).equals(bytes)).toBe(true);

    const empty = await spoolUpload(Readable.from([]), join(dir, 'empty'));
    expect(empty.byteSize).toBe(0);
    expect((await readFile(join(dir, 'empty'))).length).toBe(0);
    await rm(dir, { recursive: true, force: true });
  });

  it('fails when the upload breaks off', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'photoedit-spool-'));
    const broken = new Readable({ read() {} });
    broken.push(randomBytes(100_000));
    setImmediate(() => broken.destroy(new Error('connection reset')));
    await expect(spoolUpload(broken, join(dir, 'broken'))).rejects.toThrow('connection reset');
    await rm(dir, { recursive: true, force: true });
  });
});
