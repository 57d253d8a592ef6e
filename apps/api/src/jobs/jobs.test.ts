import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, silentLogger, type TestDatabase } from '../test/database';
import { defineJob, defineSchedule } from './job-definitions';
import { createJobs } from './jobs';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const echoJob = defineJob({ name: 'test.echo', does: 'echoes', payload: z.object({ n: z.number().int() }) });
const tickSchedule = defineSchedule({ name: 'test.tick', does: 'ticks', cron: '*/5 * * * *' });

const queued = async (name: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${name}`.execute(
      testDb.database.db,
    )
  ).rows[0]?.n;

describe('jobs (pg-boss on our pool)', () => {
  it('runs work queued in a committed transaction, registers schedules, and stops gracefully', async () => {
    const jobs = createJobs({ pool: testDb.database.pool, logger: silentLogger });
    const handled: unknown[] = [];
    let resolveHandled: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      resolveHandled = resolve;
    });
    jobs.work(echoJob, async (data) => {
      handled.push(data);
      resolveHandled();
    });
    jobs.schedule(tickSchedule, async () => {});
    expect(() => jobs.work(echoJob, async () => {})).toThrow(/twice/);
    await jobs.start();
    try {
      expect(jobs.started).toBe(true);
      expect(() => jobs.work({ ...echoJob, name: 'test.late' }, async () => {})).toThrow(/before start/);
      await testDb.database.db.transaction().execute((trx) => jobs.enqueue(trx, echoJob.name, { n: 1 }));
      await done;
      expect(handled).toEqual([{ n: 1 }]);
      const schedules = await testDb.database.pool.query('SELECT name, cron FROM pgboss.schedule');
      expect(schedules.rows).toEqual([{ name: 'test.tick', cron: '*/5 * * * *' }]);
    } finally {
      await jobs.stop();
    }
    expect(jobs.started).toBe(false);
  });

  it('queues nothing when the transaction rolls back, and sends before the workers start', async () => {
    const jobs = createJobs({ pool: testDb.database.pool, logger: silentLogger });
    const rollbackJob = defineJob({ name: 'test.rollback', does: 'never runs', payload: z.object({}) });
    jobs.work(rollbackJob, async () => {});
    try {
      await expect(
        testDb.database.db.transaction().execute(async (trx) => {
          await jobs.enqueue(trx, rollbackJob.name, {});
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await queued(rollbackJob.name)).toBe(0);
      // Not started: the queue opens for sending only, and the job waits for a node's workers.
      await testDb.database.db.transaction().execute((trx) => jobs.enqueue(trx, rollbackJob.name, {}));
      expect(jobs.started).toBe(false);
      expect(await queued(rollbackJob.name)).toBe(1);
      await expect(
        testDb.database.db.transaction().execute((trx) => jobs.enqueue(trx, 'test.unknown', {})),
      ).rejects.toThrow(/not registered/);
    } finally {
      await jobs.stop();
    }
  });

  it('refuses data its payload schema does not accept, before the handler runs', async () => {
    const jobs = createJobs({ pool: testDb.database.pool, logger: silentLogger });
    const seen: unknown[] = [];
    const strictJob = defineJob({
      name: 'test.strict',
      does: 'checks',
      payload: z.object({ n: z.number() }),
      retryLimit: 0,
    });
    jobs.work(strictJob, async (data) => {
      seen.push(data);
    });
    await jobs.start();
    try {
      await testDb.database.db
        .transaction()
        .execute((trx) => jobs.enqueue(trx, strictJob.name, { n: 'not a number' }));
      await vi.waitFor(
        async () => {
          const jobState = await sql<{
            state: string;
          }>`SELECT state FROM pgboss.job WHERE name = ${strictJob.name}`.execute(testDb.database.db);
          expect(jobState.rows.map((row) => row.state)).toEqual(['failed']);
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(seen).toEqual([]);
    } finally {
      await jobs.stop();
    }
  });

  it('takes a batch of queued jobs in one fetch and settles each on its own', async () => {
    const jobs = createJobs({ pool: testDb.database.pool, logger: silentLogger });
    const batchJob = defineJob({
      name: 'test.batch',
      does: 'fails for n = 2',
      payload: z.object({ n: z.number().int() }),
      retryLimit: 0,
      batchSize: 5,
    });
    const seen: number[] = [];
    jobs.work(batchJob, async ({ n }) => {
      seen.push(n);
      if (n === 2) throw new Error('two fails');
    });
    // Queued before the workers start, so the first fetch finds all three.
    await testDb.database.db.transaction().execute(async (trx) => {
      for (const n of [1, 2, 3]) await jobs.enqueue(trx, batchJob.name, { n });
    });
    await jobs.start();
    try {
      await vi.waitFor(
        async () => {
          const states = await sql<{ n: number; state: string }>`
            SELECT (data->>'n')::int AS n, state FROM pgboss.job WHERE name = ${batchJob.name} ORDER BY 1`.execute(
            testDb.database.db,
          );
          expect(states.rows).toEqual([
            { n: 1, state: 'completed' },
            { n: 2, state: 'failed' },
            { n: 3, state: 'completed' },
          ]);
        },
        { timeout: 20_000, interval: 100 },
      );
      expect([...seen].sort()).toEqual([1, 2, 3]);
    } finally {
      await jobs.stop();
    }
  });
});
