// Vitest globalSetup: one PostgreSQL server for the whole run (embedded in a temp dir, or the server of
// TEST_DATABASE_URL / DATABASE_URL), and one template database migrated once. Test files copy the template
// with createTestDatabase() (src/test/database.ts).
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { Database } from '../db/database';
import { startThrowawayPostgres } from '../db/throwaway';
import { databaseUrl } from './urls';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { serverUrl: string; templateName: string };
  }
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'warn' });
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const templateName = `photoedit_test_${runId}`;
  const external = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

  let serverUrl: string;
  let stopServer = async () => {};
  if (external) {
    serverUrl = external;
    await adminQuery(serverUrl, `CREATE DATABASE ${templateName}`);
  } else {
    // Without durability, CREATE DATABASE per test file is cheap.
    const embedded = await startThrowawayPostgres({
      name: 'test-pg',
      database: templateName,
      logger,
      ...(Number(process.env.TEST_PG_PORT) ? { port: Number(process.env.TEST_PG_PORT) } : {}),
      postgresFlags: ['-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    });
    serverUrl = embedded.serverUrl;
    stopServer = embedded.stop;
  }

  const template = new Database({
    connectionString: databaseUrl(serverUrl, templateName),
    logger,
    poolMax: 1,
  });
  try {
    await template.migrateToLatest();
  } finally {
    // Nobody may be connected to a template while it is copied.
    await template.close();
  }

  project.provide('testDatabase', { serverUrl, templateName });

  return async () => {
    try {
      if (external) {
        const client = new pg.Client({ connectionString: serverUrl });
        client.on('error', () => {});
        await client.connect();
        const { rows } = await client.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE datname LIKE $1',
          [`${templateName}%`],
        );
        for (const { datname } of rows) {
          await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
        }
        await client.end();
      }
    } finally {
      await stopServer();
    }
  };
}
