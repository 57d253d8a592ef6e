// Background jobs on pg-boss (a Postgres-backed queue in the `pgboss` schema of our database): queued work
// with retries, and cron schedules that fire once across all API nodes. Each module declares its jobs in its
// `*.jobs.ts` (job-definitions.ts); server.ts gives them their handlers before start(). A job is queued by an
// event's reaction inside the transaction of the change that causes it (events/events.ts, ADR 014).
//
//   jobs.work(listingVariantJob, async ({ mediaId }) => { ... });
//   jobs.schedule(mediaCleanupSchedule, async () => { ... });
//   await jobs.enqueue(trx, listingVariantJob.name, { mediaId });
import { CompiledQuery, type Transaction } from 'kysely';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { DB } from '../db/tables';
import type { JobEnqueuer } from '../events/events';
import type { Logger } from '../logger';
import type { JobDefinition, ScheduleDefinition } from './job-definitions';
import { type JobRunObserver, recordedRun } from './job-runs';

export type JobHandler<T = unknown> = (data: T) => Promise<void>;

export interface Jobs extends JobEnqueuer {
  /** Handles the jobs of a declared queue, their data checked by its payload schema. Call before start(). */
  work<T>(job: JobDefinition<T>, handler: JobHandler<T>): void;
  /** Runs the handler on the schedule's cron expression (UTC), once per tick across all nodes. Before start(). */
  schedule(schedule: ScheduleDefinition, handler: JobHandler<Record<string, never>>): void;
  /**
   * Queues a job with the caller's transaction, so it exists only if that commits. A node whose background has
   * not started yet (a test server driven by inject) opens the queue for sending only.
   */
  enqueue(trx: Transaction<DB>, name: string, data: object): Promise<void>;
  start(): Promise<void>;
  /** The names of the registered jobs and schedules (the catalogue's test compares them). */
  registered(): string[];
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
  handler: JobHandler<unknown>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  batchSize?: number;
}

/** pg-boss's statements on the caller's transaction (its `db` option). */
const onTransaction = (trx: Transaction<DB>) => ({
  executeSql: async (text: string, values: unknown[] = []) => {
    const result = await trx.executeQuery(CompiledQuery.raw(text, values));
    return { rows: result.rows as never[] };
  },
});

export function createJobs(deps: { pool: pg.Pool; logger: Logger; observe?: JobRunObserver }): Jobs {
  const registrations: Registration[] = [];
  let boss: PgBoss | undefined;
  let sender: Promise<PgBoss> | undefined;

  const register = (registration: Registration) => {
    if (boss) throw new Error(`jobs: register "${registration.name}" before start()`);
    if (registrations.some((r) => r.name === registration.name)) {
      throw new Error(`jobs: "${registration.name}" is registered twice`);
    }
    registrations.push(registration);
  };

  // Our pool, our connection settings; pg-boss creates and migrates its own schema, and every queue.
  const open = async (options: { supervise: boolean; schedule: boolean }) => {
    const instance = new PgBoss({
      db: { executeSql: (text, values) => deps.pool.query(text, values) },
      ...options,
    });
    instance.on('error', (error) => deps.logger.error({ err: error }, 'job queue error'));
    await instance.start();
    for (const r of registrations) {
      await instance.createQueue(r.name, {
        retryLimit: r.retryLimit ?? 3,
        retryDelay: r.retryDelaySeconds ?? 30,
        retryBackoff: true,
      });
    }
    return instance;
  };

  const startWorkers = async (instance: PgBoss) => {
    for (const r of registrations) {
      // Each job of a batch is settled on its own (perJobResults): one failing is retried, the others not.
      await instance.work<object>(
        r.name,
        { batchSize: r.batchSize ?? 1, perJobResults: true },
        async (batch) => {
          const results = [];
          for (const job of batch) {
            try {
              await recordedRun(deps, r.name, () => r.handler(job.data));
              results.push({ id: job.id, status: 'completed' as const });
            } catch (error) {
              deps.logger.warn({ err: error, job: r.name, jobId: job.id }, 'job failed');
              const message = error instanceof Error ? error.message : String(error);
              results.push({ id: job.id, status: 'failed' as const, output: { message } });
            }
          }
          return results;
        },
      );
      if (r.cron) await instance.schedule(r.name, r.cron, {}, { tz: 'UTC' });
    }
  };

  const stopSender = async () => {
    const opened = sender;
    sender = undefined;
    await (await opened?.catch(() => undefined))?.stop({ graceful: false, close: false });
  };

  return {
    get started() {
      return boss !== undefined;
    },
    registered: () => registrations.map((r) => r.name).sort(),
    work: (job, handler) =>
      register({
        name: job.name,
        handler: (data) => handler(job.payload.parse(data)),
        retryLimit: job.retryLimit,
        retryDelaySeconds: job.retryDelaySeconds,
        batchSize: job.batchSize,
      }),
    schedule: (schedule, handler) =>
      register({ name: schedule.name, cron: schedule.cron, handler: () => handler({}) }),
    enqueue: async (trx, name, data) => {
      if (!registrations.some((r) => r.name === name)) throw new Error(`jobs: "${name}" is not registered`);
      sender ??= open({ supervise: false, schedule: false });
      const instance = boss ?? (await sender);
      await instance.send(name, data, { db: onTransaction(trx) });
    },
    start: async () => {
      if (boss) return;
      await stopSender();
      const instance = await open({ supervise: true, schedule: true });
      await startWorkers(instance);
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
      await stopSender();
      await instance?.stop({ graceful: true, timeout: timeoutMs, close: false });
    },
  };
}
