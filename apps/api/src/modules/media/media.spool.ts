// The upload spool: each upload is written to a file under `${DATA_DIR}/spool` while it arrives (memory stays flat),
// hashed and counted on the way, and removed when handled. Only a crash leaves one behind, so the start sweeps what
// is older than any upload.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../../logger';

/** No upload of at most 10 MB is still arriving after this long. */
export const staleSpoolAgeMs = 10 * 60_000;

export const spoolPath = (dir: string, requestId: string, now: Date) =>
  join(dir, `${requestId}-${now.getTime().toString(36)}`);

/** Writes `source` to the file at `path`; resolves with its size and SHA-256 once all of it is on disk. */
export async function spoolUpload(
  source: Readable,
  path: string,
): Promise<{ byteSize: number; sha256: Buffer }> {
  const hash = createHash('sha256');
  let byteSize = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      byteSize += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(source, hashing, createWriteStream(path));
  return { byteSize, sha256: hash.digest() };
}

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
  if (removed > 0) logger.info({ dir, removed }, 'removed upload spool files of uploads that never finished');
  return removed;
}

/**
 * Sweeps the spool every `everyMs` while the node runs (a killed upload's file used to stay until the next
 * start). Per node, not a cluster-wide job: each node has a spool of its own. Returns the stop.
 */
export function startSpoolSweeper(
  dir: string,
  now: () => Date,
  logger: Pick<Logger, 'info' | 'warn'>,
  everyMs = staleSpoolAgeMs,
): () => void {
  const timer = setInterval(() => {
    sweepSpool(dir, now(), logger).catch((error: unknown) =>
      logger.warn({ err: error, dir }, 'cannot sweep the upload spool'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
