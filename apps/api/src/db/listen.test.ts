// LISTEN's heartbeat: a LISTEN that succeeds and never delivers (here: listening in another database, as a
// transaction-mode pooler's handed-on session does) is found within a heartbeat, read by polling instead, and
// reported; a LISTEN that delivers stays 'listening', and heartbeats never reach the caller.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, silentLogger, type TestDatabase } from '../test/database';
import { Database } from './database';
import { listen } from './listen';

const timing = { heartbeatMs: 100, pollMs: 50 };

describe('LISTEN with a heartbeat', () => {
  let main: TestDatabase;
  let elsewhere: TestDatabase;

  beforeAll(async () => {
    main = await createTestDatabase();
    elsewhere = await createTestDatabase();
  });
  afterAll(async () => {
    await main.drop();
    await elsewhere.drop();
  });

  it('that delivers: notifications reach the caller, heartbeats do not, and the state stays ok', async () => {
    const database = new Database({ connectionString: main.url, logger: silentLogger, listenTiming: timing });
    // A second listener on the channel counts the heartbeats that go by.
    const watcher = await database.pool.connect();
    let heartbeats = 0;
    watcher.on('notification', (message) => {
      if (message.payload?.startsWith('heartbeat:')) heartbeats++;
    });
    await watcher.query('LISTEN heartbeat_ok');
    let wakeUps = 0;
    const listening = await listen(database, 'heartbeat_ok', () => wakeUps++, silentLogger);
    try {
      // Five heartbeats go by, each heard (else the state would turn to polling and the wake-ups count up).
      await vi.waitFor(() => expect(heartbeats).toBeGreaterThanOrEqual(5), { timeout: 10_000 });
      expect(database.listenStates.summary).toBe('ok');
      expect(wakeUps).toBe(0);
      await database.pool.query("SELECT pg_notify('heartbeat_ok', '')");
      await vi.waitFor(() => expect(wakeUps).toBe(1), { timeout: 10_000 });
    } finally {
      watcher.release();
      await listening.stop();
      await database.close();
    }
  });

  it('that never delivers: polls instead, says so, and its state is dropped when it stops', async () => {
    // LISTEN_DATABASE_URL pointing where the notifications never go.
    const database = new Database({
      connectionString: main.url,
      listenConnectionString: elsewhere.url,
      logger: silentLogger,
      listenTiming: timing,
    });
    let wakeUps = 0;
    const listening = await listen(database, 'heartbeat_lost', () => wakeUps++, silentLogger);
    try {
      await vi.waitFor(() => expect(database.listenStates.summary).toBe('polling'), { timeout: 10_000 });
      await vi.waitFor(() => expect(wakeUps).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
      expect(database.listenStates.counts()).toEqual([{ channel: 'heartbeat_lost', state: 'polling' }]);
    } finally {
      await listening.stop();
    }
    expect(database.listenStates.counts()).toEqual([]);
    await database.close();
  });
});
