// Behind a real PgBouncer (Debian's 1.18) in session and transaction mode: a node connects (no startup parameter
// PgBouncer refuses), the statement timeout holds in new server sessions, a node starts and is ready, and live
// notifications arrive: through the pooler in session mode; in transaction mode through LISTEN_DATABASE_URL, or,
// without it, by polling once the heartbeat goes unheard.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase, silentLogger, type TestDatabase } from '../test/database';
import { debianBinary, requireInCi } from '../test/debian';
import { type PgBouncer, pgbouncerBinary, startPgBouncer } from '../test/pgbouncer';
import { createTestServer } from '../test/server';
import { Database } from './database';
import { listen } from './listen';

const available = requireInCi(debianBinary('pgbouncer', pgbouncerBinary), 'PgBouncer');
const timing = { heartbeatMs: 100, pollMs: 50 };
const waitLong = { timeout: 10_000 };

describe.skipIf(!available).each(['session', 'transaction'] as const)(
  'behind PgBouncer in %s mode',
  (mode) => {
    let testDb: TestDatabase;
    let bouncer: PgBouncer;
    let pooled: string;

    beforeAll(async () => {
      testDb = await createTestDatabase();
      bouncer = await startPgBouncer({ serverUrl: inject('testDatabase').serverUrl, mode });
      pooled = bouncer.url(testDb.name);
    });
    afterAll(async () => {
      await bouncer?.stop();
      await testDb?.drop();
    });

    it('connects, and the statement timeout holds in every new server session', async () => {
      const database = new Database({
        connectionString: pooled,
        logger: silentLogger,
        statementTimeoutMs: 400,
      });
      try {
        expect(await database.applySessionDefaults(silentLogger)).toBe(true);
        // Every server connection of the pooler is closed: the next session starts from the role's defaults.
        await bouncer.admin(`KILL ${testDb.name}`);
        await bouncer.admin(`RESUME ${testDb.name}`);
        const raw = new pg.Client({ connectionString: pooled });
        raw.on('error', () => {});
        await raw.connect();
        try {
          const { rows } = await raw.query<{ statement_timeout: string }>('SHOW statement_timeout');
          expect(rows[0]?.statement_timeout).toBe('400ms');
        } finally {
          await raw.end();
        }
        // And through the node's own pool (whose connections the KILL ended: each such query is a 503, then fine).
        await vi.waitFor(() => expect(sql`SELECT 1`.execute(database.db)).resolves.toBeDefined(), waitLong);
        await expect(sql`SELECT pg_sleep(3)`.execute(database.db)).rejects.toMatchObject({ code: '57014' });
      } finally {
        await database.close();
      }
    });

    it('a node starts and is ready; its jobs run', async () => {
      const database = new Database({ connectionString: pooled, logger: silentLogger });
      const server = createTestServer(database, { port: 0, host: '127.0.0.1' });
      try {
        const [origin] = await server.start();
        const response = await fetch(`${origin}/api/ready`);
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ status: 'ready', database: 'ok' });
      } finally {
        await server.stop();
        await database.close();
      }
    });

    it('live notifications arrive: LISTEN through the pooler where it delivers, else by polling', async () => {
      const database = new Database({ connectionString: pooled, logger: silentLogger, listenTiming: timing });
      let wakeUps = 0;
      const listening = await listen(database, 'pooled_events', () => wakeUps++, silentLogger);
      try {
        if (mode === 'session') {
          await database.pool.query("SELECT pg_notify('pooled_events', '')");
          await vi.waitFor(() => expect(wakeUps).toBeGreaterThanOrEqual(1), waitLong);
          expect(database.listenStates.summary).toBe('ok');
        } else {
          // A transaction pooler hands the listening session on: the heartbeat goes unheard, the node polls.
          await vi.waitFor(() => expect(database.listenStates.summary).toBe('polling'), waitLong);
          await vi.waitFor(() => expect(wakeUps).toBeGreaterThanOrEqual(3), waitLong);
        }
      } finally {
        await listening.stop();
        await database.close();
      }
    });

    it('with LISTEN_DATABASE_URL (a direct session), notifications sent through the pooler arrive', async () => {
      const database = new Database({
        connectionString: pooled,
        listenConnectionString: testDb.url,
        logger: silentLogger,
        listenTiming: timing,
      });
      let wakeUps = 0;
      const listening = await listen(database, 'direct_events', () => wakeUps++, silentLogger);
      try {
        await database.pool.query("SELECT pg_notify('direct_events', '')");
        await vi.waitFor(() => expect(wakeUps).toBeGreaterThanOrEqual(1), waitLong);
        expect(database.listenStates.summary).toBe('ok');
      } finally {
        await listening.stop();
        await database.close();
      }
    });
  },
);
