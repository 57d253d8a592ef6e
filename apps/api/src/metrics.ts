// GET /api/metrics in the Prometheus text format (prom-client): requests by route and status with their latency,
// the database pools, the job queues and each job's runs, the mail outbox's backlog, live streams, LISTEN's
// health, the media queue and its processing time, and the process (memory, event-loop lag). With METRICS_TOKEN
// it asks for that token (Authorization: Bearer); without, it answers in development and tests and does not
// exist in production. Every series carries the node (NODE_ID).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import client from 'prom-client';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { AppError } from './errors';
import type { JobRunObserver } from './jobs/job-runs';
import type { Jobs } from './jobs/jobs';
import { errorResponses, tags } from './rest/schemas';

export const metricsPath = '/api/metrics';
/** How long a scrape waits for a figure that needs the database; a database that is away leaves it out. */
const collectTimeoutMs = 1000;

export interface Metrics {
  registry: client.Registry;
  /** For createJobs: each finished run. */
  observeJob: JobRunObserver;
  /** For the image processor: each image's processing time. */
  observeMediaProcessing(seconds: number): void;
}

export interface MetricSources {
  database: Database;
  jobs: Pick<Jobs, 'queues'>;
  live: { readonly streams: number };
  media: { load(): { active: number; pending: number } };
}

async function withinTimeout<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), collectTimeoutMs);
      }),
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export function createMetrics(nodeId: string): Metrics {
  const registry = new client.Registry();
  registry.setDefaultLabels({ node: nodeId });
  client.collectDefaultMetrics({ register: registry });
  const jobRuns = new client.Counter({
    name: 'photoedit_job_runs_total',
    help: 'Job runs finished on this node, by job and outcome (succeeded, failed).',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const mediaProcessing = new client.Histogram({
    name: 'photoedit_media_processing_seconds',
    help: 'Time to make the variants of one uploaded image (or one listing-ready copy).',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [registry],
  });
  return {
    registry,
    observeJob: (job, outcome) => jobRuns.inc({ job, outcome }),
    observeMediaProcessing: (seconds) => mediaProcessing.observe(seconds),
  };
}

/** The figures read when scraped: pools, queues, outbox, streams, LISTEN, media queue. */
function registerGauges(registry: client.Registry, sources: MetricSources): void {
  const { database } = sources;
  const registers = [registry];
  new client.Gauge({
    name: 'photoedit_db_pool_connections',
    help: 'Database connections of this node by pool (main, listen) and state (total, idle, waiting requests).',
    labelNames: ['pool', 'state'],
    registers,
    collect() {
      const pools =
        database.listenPool === database.pool
          ? { main: database.pool }
          : {
              main: database.pool,
              listen: database.listenPool,
            };
      for (const [pool, each] of Object.entries(pools)) {
        this.set({ pool, state: 'total' }, each.totalCount);
        this.set({ pool, state: 'idle' }, each.idleCount);
        this.set({ pool, state: 'waiting' }, each.waitingCount);
      }
    },
  });
  new client.Gauge({
    name: 'photoedit_job_queue',
    help: 'Jobs by queue and state: ready to run, running, failed (kept for the retention period).',
    labelNames: ['job', 'state'],
    registers,
    async collect() {
      this.reset();
      for (const queue of (await withinTimeout(sources.jobs.queues())) ?? []) {
        for (const state of ['ready', 'active', 'failed'] as const)
          this.set({ job: queue.job, state }, queue[state]);
      }
    },
  });
  new client.Gauge({
    name: 'photoedit_job_failures_in_a_row',
    help: 'Failed runs of each job since its last success, on any node (0: the last run succeeded).',
    labelNames: ['job'],
    registers,
    async collect() {
      const rows = await withinTimeout(
        database.db.selectFrom('job_runs').select(['job', 'failures_in_a_row']).execute(),
      );
      this.reset();
      for (const row of rows ?? []) this.set({ job: row.job }, row.failures_in_a_row);
    },
  });
  const outbox = () =>
    withinTimeout(
      sql<{ backlog: number; oldest_seconds: number | null }>`
        SELECT count(*)::int AS backlog,
          extract(epoch FROM now() - min(created_at))::float8 AS oldest_seconds
        FROM mail_outbox WHERE status IN ('pending', 'sending')`.execute(database.db),
    );
  new client.Gauge({
    name: 'photoedit_mail_outbox_backlog',
    help: 'E-mails waiting to be sent (pending or being sent).',
    registers,
    async collect() {
      const row = (await outbox())?.rows[0];
      if (row) this.set(row.backlog);
    },
  });
  new client.Gauge({
    name: 'photoedit_mail_outbox_oldest_seconds',
    help: 'Age of the oldest e-mail waiting to be sent (0 when none waits).',
    registers,
    async collect() {
      const row = (await outbox())?.rows[0];
      if (row) this.set(row.oldest_seconds ?? 0);
    },
  });
  new client.Gauge({
    name: 'photoedit_live_streams',
    help: 'Open live-update streams on this node.',
    registers,
    collect() {
      this.set(sources.live.streams);
    },
  });
  new client.Gauge({
    name: 'photoedit_listen_polling',
    help: 'Per LISTEN channel: 1 while this node polls because LISTEN is down or does not deliver, else 0.',
    labelNames: ['channel'],
    registers,
    collect() {
      this.reset();
      for (const { channel, state } of database.listenStates.counts())
        this.set({ channel }, state === 'polling' ? 1 : 0);
    },
  });
  new client.Gauge({
    name: 'photoedit_media_queue',
    help: 'Images being processed (active) and waiting for a turn (pending) on this node.',
    labelNames: ['state'],
    registers,
    collect() {
      const load = sources.media.load();
      this.set({ state: 'active' }, load.active);
      this.set({ state: 'pending' }, load.pending);
    },
  });
}

/** A tRPC call's procedure as the route when it succeeded and was one call; else the route's own pattern. */
function routeOf(request: FastifyRequest, status: number): string {
  const pattern = request.routeOptions.url;
  // The web apps' catch-all answers every unknown path: its 404s are no route at all.
  if (pattern === undefined || (pattern === '/*' && status === 404)) return 'unmatched';
  const procedure = (request.params as { path?: unknown } | undefined)?.path;
  if (status < 400 && typeof procedure === 'string' && /^[\w.]{1,80}$/.test(procedure))
    return pattern.replace(/\*$|:path$/, procedure);
  return pattern;
}

function observeRequests(app: FastifyInstance, registry: client.Registry): void {
  const requests = new client.Counter({
    name: 'photoedit_http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'photoedit_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route (streams: until the answer ended).',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = routeOf(request, reply.statusCode);
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}

function tokenMatches(expected: string, header: string | undefined): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Counts every request of `app`: call before the routes are added. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  observeRequests(app, metrics.registry);
}

/** The scrape route; in the plugin of the REST routes, so that it is in the API reference. */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  sources: MetricSources,
  config: Pick<Config, 'metricsToken' | 'nodeEnv'>,
): void {
  if (!config.metricsToken && config.nodeEnv === 'production') return;
  registerGauges(metrics.registry, sources);
  const schema = {
    summary: 'Prometheus metrics of this node (text format); needs METRICS_TOKEN as a Bearer token when set',
    tags: [tags.health],
    security: [{ metricsToken: [] }],
    response: {
      200: z.string().describe('The metrics as text/plain (Prometheus text format 0.0.4).'),
      ...errorResponses(401),
    },
  };
  app.get(metricsPath, { schema }, async (request, reply) => {
    if (config.metricsToken && !tokenMatches(config.metricsToken, request.headers.authorization)) {
      throw new AppError('UNAUTHENTICATED', undefined, {
        message: 'The metrics need the METRICS_TOKEN as a Bearer token.',
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
    // Sent as it is: the schema documents the answer, its serializer would quote it as a JSON string.
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    reply.serializer((payload: unknown) => String(payload));
    return metrics.registry.metrics();
  });
}
