import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { silentLogger } from '../../test/database';
import { staleSpoolAgeMs, sweepSpool } from './media.spool';

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
});
