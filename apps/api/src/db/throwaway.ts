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
  /**
   * A fast shutdown and a start on the same port and data, as `pg_ctl restart -m fast` (fault tests);
   * `whileDown` runs in between.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
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
    const start = async (port: number) =>
      startEmbeddedPostgres({
        dataDir: join(dir, 'pg'),
        port,
        database: options.database,
        logger: options.logger,
        postgresFlags: ['-c', 'fsync=off', ...(options.postgresFlags ?? [])],
      });
    const port = options.port ?? (await freePort());
    let embedded = await start(port);
    return {
      serverUrl: embedded.serverUrl,
      databaseUrl: embedded.databaseUrl,
      dir,
      restart: async (whileDown) => {
        await embedded.stop();
        await whileDown?.();
        embedded = await start(port);
      },
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
