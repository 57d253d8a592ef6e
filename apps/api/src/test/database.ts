// A fresh, migrated database per test file: CREATE DATABASE ... TEMPLATE of the run's template.
// Usage: const testDb = await createTestDatabase(); afterAll(() => testDb.drop());
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { Database } from '../db/database';
import type { Logger } from '../logger';
import { databaseUrl } from './urls';

export const silentLogger: Logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

export interface TestDatabase {
  name: string;
  url: string;
  database: Database;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('testDatabase').serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates an empty database (no migrations), for tests of the migrations themselves. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  return createDatabase('template0');
}

export async function createTestDatabase(): Promise<TestDatabase> {
  return createDatabase(inject('testDatabase').templateName);
}

async function createDatabase(template: string): Promise<TestDatabase> {
  const { serverUrl, templateName } = inject('testDatabase');
  const name = `${templateName}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(
          `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`,
        );
        return;
      } catch (error) {
        // 55006: the template is briefly in use by a parallel copy; try again.
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await sleep(100);
      }
    }
  });
  const url = databaseUrl(serverUrl, name);
  // Four connections, as few as a small deployment; tests that run dozens of requests at once (e.g. 50 parallel
  // checkouts) queue for them, and on a loaded machine that wait can pass the 5 s production default.
  const database = new Database({
    connectionString: url,
    logger: silentLogger,
    poolMax: 4,
    connectionTimeoutMs: 30_000,
  });
  return {
    name,
    url,
    database,
    drop: async () => {
      await database.close();
      await withAdminClient(async (client) => {
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
            return;
          } catch (error) {
            // 42501: as a role that is not a superuser (a managed database's owner), FORCE may not end an
            // autovacuum worker that is busy in the database; it is done in a moment.
            if ((error as { code?: string }).code !== '42501' || attempt >= 50) throw error;
            await sleep(100);
          }
        }
      });
    },
  };
}
