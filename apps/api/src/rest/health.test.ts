import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../db/database';
import { createTestDatabase, silentLogger, type TestDatabase } from '../test/database';
import { createTestServer } from '../test/server';

describe('GET /api/health', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it('answers 200 when the database answers', async () => {
    const server = createTestServer(testDb.database);
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    await server.stop();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is unreachable', async () => {
    // Port 9 (discard) on loopback: nothing listens, so connecting is refused at once.
    const unreachable = new Database({
      connectionString: 'postgres://x:y@127.0.0.1:9/none',
      logger: silentLogger,
    });
    const server = createTestServer(unreachable);
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    await server.stop();
    await unreachable.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable', storage: 'ok' });
  });

  it('answers 503 once the database has gone away', async () => {
    const doomed = await createTestDatabase();
    const server = createTestServer(doomed.database);
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await doomed.drop(); // closes the pool and drops the database
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    await server.stop();
    expect(response.statusCode).toBe(503);
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers and has every migration', async () => {
    const testDb = await createTestDatabase();
    const server = createTestServer(testDb.database);
    const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok', listen: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    // A database one migration behind this code (a node started before its migration ran): not ready.
    await testDb.database.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '20261127T100000-order-events' as never)
      .execute();
    const behind = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({ status: 'unavailable', database: 'behind', storage: 'ok', listen: 'ok' });
    expect(behind.headers['retry-after']).toBe('5');
    await server.stop();
    await testDb.drop();
  });

  it('answers 503 when the database is unreachable', async () => {
    const unreachable = new Database({
      connectionString: 'postgres://x:y@127.0.0.1:9/none',
      logger: silentLogger,
    });
    const server = createTestServer(unreachable);
    const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
    await server.stop();
    await unreachable.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      storage: 'ok',
      listen: 'ok',
    });
  });
});
