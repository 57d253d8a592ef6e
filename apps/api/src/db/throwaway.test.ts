import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { startThrowawayPostgres } from './throwaway';

it('starts a server with the database in a new temp directory, and takes the directory with it on stop', async () => {
  const server = await startThrowawayPostgres({
    name: 'throwaway-test',
    database: 'photoedit_throwaway',
    logger: pino({ level: 'silent' }),
  });
  try {
    expect(server.dir).toMatch(/photoedit-throwaway-test-/);
    expect(existsSync(join(server.dir, 'pg', 'PG_VERSION'))).toBe(true);
    await writeFile(join(server.dir, 'beside.txt'), 'kept beside the cluster');
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ db: string; fsync: string }>(
        "SELECT current_database() AS db, current_setting('fsync') AS fsync",
      );
      expect(rows).toEqual([{ db: 'photoedit_throwaway', fsync: 'off' }]);
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
  expect(existsSync(server.dir)).toBe(false);
}, 60_000);
