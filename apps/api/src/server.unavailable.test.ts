// A request that cannot get a database connection in time (every connection busy, the database restarting) is
// told to come back: 503 with Retry-After and a translated key, on REST and tRPC alike, never a 500.
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database, unavailableRetryAfterSeconds } from './db/database';
import type { Server } from './server';
import { createTestDatabase, silentLogger, type TestDatabase } from './test/database';
import { createTestServer } from './test/server';

const servicesList = `/api/trpc/services.list?input=${encodeURIComponent(JSON.stringify({ lang: 'en' }))}`;

/** Takes every connection the pool will give (it refuses the next one after its short wait). */
async function holdAll(database: Database): Promise<pg.PoolClient[]> {
  const held: pg.PoolClient[] = [];
  for (;;) {
    try {
      held.push(await database.pool.connect());
    } catch {
      return held;
    }
  }
}

describe('a database with no free connection', () => {
  let testDb: TestDatabase;
  let busy: Database;
  let server: Server;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    busy = new Database({
      connectionString: testDb.url,
      logger: silentLogger,
      poolMax: 2,
      connectionTimeoutMs: 300,
    });
    server = createTestServer(busy, { nodeEnv: 'production' });
    await server.app.ready();
  });
  afterAll(async () => {
    await server.stop();
    await busy.close();
    await testDb.drop();
  });

  it('queries through Kysely fail as UNAVAILABLE with a Retry-After, and work again once a connection is free', async () => {
    const held = await holdAll(busy);
    try {
      await expect(sql`SELECT 1`.execute(busy.db)).rejects.toMatchObject({
        code: 'UNAVAILABLE',
        status: 503,
        messageKey: 'errors.UNAVAILABLE',
        headers: { 'retry-after': String(unavailableRetryAfterSeconds) },
      });
    } finally {
      for (const client of held) client.release();
    }
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(busy.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('REST answers 503 with Retry-After and the UNAVAILABLE key; nothing is created', async () => {
    const held = await holdAll(busy);
    try {
      const response = await server.app.inject({ method: 'POST', url: '/api/media/drafts' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(unavailableRetryAfterSeconds));
      expect(response.json()).toEqual({
        error: {
          code: 'UNAVAILABLE',
          message: 'No database connection is free right now. Please try again in a moment.',
          messageKey: 'errors.UNAVAILABLE',
        },
      });
    } finally {
      for (const client of held) client.release();
    }
    const drafts = await testDb.database.db.selectFrom('order_drafts').select('id').execute();
    expect(drafts).toEqual([]);
    const again = await server.app.inject({ method: 'POST', url: '/api/media/drafts' });
    expect(again.statusCode).toBe(201);
  });

  it('tRPC answers 503 with Retry-After and the UNAVAILABLE key', async () => {
    const held = await holdAll(busy);
    try {
      const response = await server.app.inject({ method: 'GET', url: servicesList });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(unavailableRetryAfterSeconds));
      expect(response.json().error.data).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        httpStatus: 503,
        appCode: 'UNAVAILABLE',
        messageKey: 'errors.UNAVAILABLE',
      });
    } finally {
      for (const client of held) client.release();
    }
    const again = await server.app.inject({ method: 'GET', url: servicesList });
    expect(again.statusCode).toBe(200);
  });

  it('an error that is not about getting a connection stays what it is', async () => {
    await expect(sql`SELECT * FROM no_such_table`.execute(busy.db)).rejects.toMatchObject({ code: '42P01' });
  });
});
