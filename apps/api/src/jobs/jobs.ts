// Background jobs on pg-boss (a Postgres-backed queue in the `pgboss` schema of our database): queued work
// with retries, and cron schedules that fire once across all API nodes. Register handlers before start().
//
//   jobs.work('media.process', async (data) => { ... }, { retryLimit: 3 });
//   jobs.schedule('media.cleanup', '*/15 * * * *', async () => { ... });
//   await jobs.send('media.process', { mediaId });
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { Logger } from '../logger';
import { type JobRunObserver, recordedRun } from './job-runs';

export type JobHandler<T = unknown> = (data: T) => Promise<void>;

export interface WorkOptions {
  /** Retries after a failure (exponential backoff). Default 3. */
  retryLimit?: number;
  /** Seconds before the first retry (doubles each time). Default 30. */
  retryDelaySeconds?: number;
}

export interface Jobs {
  /** Handles jobs of a queue (`send` adds them). Call before start(). */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /** Runs the handler on a cron expression (UTC), once per tick across all nodes. Call before start(). */
  schedule(
    name: string,
    cron: string,
    handler: JobHandler<Record<string, never>>,
    options?: WorkOptions,
  ): void;
  /** Queues a job (after start()). */
  send(name: string, data: object): Promise<void>;
  start(): Promise<void>;
  /** Graceful: waits for running handlers (up to timeoutMs). */
  stop(timeoutMs?: number): Promise<void>;
  readonly started: boolean;
  /** Each registered queue's jobs waiting to run, running, and failed (kept for pg-boss's retention): metrics. */
  queues(): Promise<QueueDepth[]>;
}

export interface QueueDepth {
  job: string;
  ready: number;
  active: number;
  failed: number;
}

interface Registration {
  name: string;
  cron?: string;
  handler: JobHandler<never>;
  options: WorkOptions;
}

export function createJobs(deps: { pool: pg.Pool; logger: Logger; observe?: JobRunObserver }): Jobs {
  const registrations: Registration[] = [];
  let boss: PgBoss | undefined;

  const register = (registration: Registration) => {
    if (boss) throw new Error(`jobs: register "${registration.name}" before start()`);
    if (registrations.some((r) => r.name === registration.name)) {
      throw new Error(`jobs: "${registration.name}" is registered twice`);
    }
    registrations.push(registration);
  };

  return {
    get started() {
      return boss !== undefined;
    },
    work: (name, handler, options = {}) => register({ name, handler: handler as JobHandler<never>, options }),
    schedule: (name, cron, handler, options = {}) =>
      register({ name, cron, handler: handler as JobHandler<never>, options }),
    send: async (name, data) => {
      if (!boss) throw new Error('jobs: send() before start()');
      await boss.send(name, data);
    },
    start: async () => {
      if (boss) return;
      // Our pool, our connection settings; pg-boss creates and migrates its own schema.
      const instance = new PgBoss({ db: { executeSql: (text, values) => deps.pool.query(text, values) } });
      instance.on('error', (error) => deps.logger.error({ err: error }, 'job queue error'));
      await instance.start();
      for (const r of registrations) {
        await instance.createQueue(r.name, {
          retryLimit: r.options.retryLimit ?? 3,
          retryDelay: r.options.retryDelaySeconds ?? 30,
          retryBackoff: true,
        });
        await instance.work<object>(r.name, async (batch) => {
          for (const job of batch) {
            try {
              await recordedRun(deps, r.name, () => r.handler(job.data as never));
            } catch (error) {
              deps.logger.warn({ err: error, job: r.name, jobId: job.id }, 'job failed');
              throw error;
            }
          }
        });
        if (r.cron) await instance.schedule(r.name, r.cron, {}, { tz: 'UTC' });
      }
      boss = instance;
    },
    queues: async () => {
      if (!boss) return [];
      const found = await boss.getQueues(registrations.map((r) => r.name));
      return found
        .map((queue) => ({
          job: queue.name,
          ready: queue.readyCount,
          active: queue.activeCount,
          failed: queue.failedCount,
        }))
        .sort((a, b) => a.job.localeCompare(b.job));
    },
    stop: async (timeoutMs = 10_000) => {
      const instance = boss;
      boss = undefined;
      await instance?.stop({ graceful: true, timeout: timeoutMs, close: false });
    },
  };
}
