// What a module declares of its background work, beside its domain (`*.jobs.ts`): queued jobs with a zod payload,
// and schedules. server.ts gives each its handler (jobs.ts); an event's `queueJob` reaction queues a job in the
// transaction of the change that causes it (events/events.ts). The catalogue (events/catalogue.ts) lists them all.
import type { z } from 'zod';
import type { Reaction } from '../events/events';

export interface JobDefinition<Payload> {
  name: string;
  /** What it does, for the table of docs/architecture.md. */
  does: string;
  payload: z.ZodType<Payload>;
  /** Retries after a failure (exponential backoff). Default 3. */
  retryLimit?: number;
  /** Seconds before the first retry (doubles each time). Default 30. */
  retryDelaySeconds?: number;
  /**
   * Queued jobs one fetch takes, run one after another, each settled on its own. Default 1. For a queue of many
   * short jobs: the queue is polled every 2 s, so one job a fetch means at most one job every 2 s.
   */
  batchSize?: number;
}

export interface ScheduleDefinition {
  name: string;
  does: string;
  /** A cron expression in UTC: once per tick across every node. */
  cron: string;
}

export const defineJob = <Schema extends z.ZodType>(
  job: JobDefinition<z.output<Schema>> & { payload: Schema },
): JobDefinition<z.output<Schema>> => job;

export const defineSchedule = (schedule: ScheduleDefinition): ScheduleDefinition => schedule;

/** A reaction that queues `job` for each data `toData` returns (none when it returns an empty list). */
export function queueJob<Payload, Data>(
  job: JobDefinition<Data>,
  toData: (payload: Payload) => Data[],
): Reaction<Payload> {
  return {
    kind: 'job',
    does: `queues ${job.name}: ${job.does}`,
    record: async ({ trx, jobs }, payload) => {
      const queued = toData(payload);
      if (queued.length === 0) return;
      if (!jobs) throw new Error(`an event queueing ${job.name} was emitted without the job queue`);
      for (const data of queued) await jobs.enqueue(trx, job.name, job.payload.parse(data) as object);
    },
  };
}
