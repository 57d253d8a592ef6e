// A managed PostgreSQL ends connections in routine maintenance (restart, failover, pg_terminate_backend). A
// connection ended while checked out must not end the process, and the query on it fails as UNAVAILABLE (503).
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';

async function terminate(url: string, pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  admin.on('error', () => {});
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    // Wait until the backend is gone, so the client's connection has been ended by the server.
    for (;;) {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
      if (rowCount === 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await admin.end();
  }
}

describe('a connection the server ends', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it('between two statements of a transaction: the next fails as UNAVAILABLE, the process lives on', async () => {
    const { db } = testDb.database;
    const failed = db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
      await terminate(testDb.url, rows[0]?.pid ?? 0);
      await sql`SELECT 1`.execute(trx);
    });
    await expect(failed).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
      headers: { 'retry-after': '5' },
      message: 'The database cannot be reached right now. Please try again in a moment.',
    });
    // The broken connection was dropped; the next query gets a good one.
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('under running queries: each fails as UNAVAILABLE, and the pool serves again', async () => {
    const { db } = testDb.database;
    const sleeping =
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT pg_sleep%'";
    const sleeps = Array.from({ length: 3 }, () => sql`SELECT pg_sleep(30)`.execute(db));
    const outcomes = Promise.allSettled(sleeps);
    const admin = new pg.Client({ connectionString: testDb.url });
    admin.on('error', () => {});
    await admin.connect();
    try {
      while ((await admin.query<{ n: number }>(sleeping)).rows[0]?.n !== 3)
        await new Promise((resolve) => setImmediate(resolve));
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT pg_sleep%'",
      );
    } finally {
      await admin.end();
    }
    for (const outcome of await outcomes) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'UNAVAILABLE' } });
    }
    const again = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
    expect(again.rows).toEqual([{ one: 1 }]);
  });

  it('the statement timeout is set on every connection, without a startup parameter', async () => {
    const { rows } = await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(
      testDb.database.db,
    );
    expect(rows[0]?.statement_timeout).toBe('30s');
  });
});
