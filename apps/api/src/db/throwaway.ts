// A throwaway PostgreSQL: the embedded server in a new temp directory, without durability (nothing in it is
// kept), removed with the directory on stop. For the test run, the benchmarks, the two-node e2e and db:types;
// the product's own database is never one.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '../logger';
import { freePort } from '../net';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded';

export interface ThrowawayPostgres extends EmbeddedPostgres {
  /** The temp directory: the cluster is in `pg/` under it; the caller may keep other files beside it. */
  dir: string;
}

export async function startThrowawayPostgres(options: {
  /** Names the temp directory (`photoedit-${name}-…`). */
  name: string;
  /** Created on start. */
  database: string;
  logger: Logger;
  /** A free one unless given. */
  port?: number;
  /** More `postgres` flags beside `fsync=off`. */
  postgresFlags?: string[];
}): Promise<ThrowawayPostgres> {
  const dir = await mkdtemp(join(tmpdir(), `photoedit-${options.name}-`));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    // As root, PostgreSQL runs as 'postgres', which must be able to enter the directory.
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dataDir: join(dir, 'pg'),
      port: options.port ?? (await freePort()),
      database: options.database,
      logger: options.logger,
      postgresFlags: ['-c', 'fsync=off', ...(options.postgresFlags ?? [])],
    });
    return {
      ...embedded,
      dir,
      stop: async () => {
        await embedded.stop();
        await removeDir();
      },
    };
  } catch (error) {
    await removeDir();
    throw error;
  }
}
