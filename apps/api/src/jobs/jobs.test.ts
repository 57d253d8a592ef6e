import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, silentLogger, type TestDatabase } from '../test/database';
import { createJobs } from './jobs';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

describe('jobs (pg-boss on our pool)', () => {
  it('runs queued work, registers schedules, and stops gracefully', async () => {
    const jobs = createJobs({ pool: testDb.database.pool, logger: silentLogger });
    const handled: unknown[] = [];
    let resolveHandled: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      resolveHandled = resolve;
    });
    jobs.work<{ n: number }>('test.echo', async (data) => {
      handled.push(data);
      resolveHandled();
    });
    jobs.schedule('test.tick', '*/5 * * * *', async () => {});
    expect(() => jobs.work('test.echo', async () => {})).toThrow(/twice/);
    await jobs.start();
    try {
      expect(jobs.started).toBe(true);
      expect(() => jobs.work('test.late', async () => {})).toThrow(/before start/);
      await jobs.send('test.echo', { n: 1 });
      await done;
      expect(handled).toEqual([{ n: 1 }]);
      const schedules = await testDb.database.pool.query('SELECT name, cron FROM pgboss.schedule');
      expect(schedules.rows).toEqual([{ name: 'test.tick', cron: '*/5 * * * *' }]);
    } finally {
      await jobs.stop();
    }
    expect(jobs.started).toBe(false);
  });
});
