// The upload spool: each upload is written to a file under `${DATA_DIR}/spool` while it arrives (memory stays flat)
// and removed when handled. Only a crash leaves one behind, so the start sweeps what is older than any upload.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../logger';

/** No upload of at most 10 MB is still arriving after this long. */
export const staleSpoolAgeMs = 10 * 60_000;

export const spoolPath = (dir: string, requestId: string, now: Date) =>
  join(dir, `${requestId}-${now.getTime().toString(36)}`);

/** Removes spool files older than `olderThanMs`; returns how many. A missing directory is empty. */
export async function sweepSpool(
  dir: string,
  now: Date,
  logger: Pick<Logger, 'info'>,
  olderThanMs = staleSpoolAgeMs,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    removed++;
  }
  if (removed > 0) logger.info({ dir, removed }, 'removed upload spool files left by an earlier crash');
  return removed;
}
