// GET /api/health: is this node able to serve? It checks the database with a query. GET /api/ready: should the
// load balancer send it traffic (docs/deploy.md)? The database answers and has this code's migrations; a node that
// is stopping answers 503 to every new request (Fastify's return503OnClosing), this one included.
import { HealthResponse, ReadinessResponse } from '@photoedit/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { tags } from './schemas';

/** How long a probe waits for the database before it counts as unavailable. */
const databaseTimeoutMs = 2000;

/** The answer of either probe when the database does not answer. */
const databaseUnavailable = { status: 'unavailable', database: 'unavailable' } as const;

/** A probe of this node: never cached, and 503 when the database does not answer or `check` says not ready. */
interface Probe<Response extends z.ZodType<HealthResponse | ReadinessResponse>> {
  path: string;
  summary: string;
  response: Response;
  /** When the probe answers 503, for the API reference. */
  unavailableWhen: string;
  /** The log line when the database does not answer. */
  failure: string;
  check: (log: FastifyBaseLogger) => Promise<{ ready: boolean; body: z.infer<Response> }>;
}

function registerProbe(
  app: FastifyInstance,
  probe: Probe<typeof HealthResponse> | Probe<typeof ReadinessResponse>,
): void {
  const schema = {
    summary: probe.summary,
    tags: [tags.health],
    response: { 200: probe.response, 503: probe.response.describe(probe.unavailableWhen) },
  };
  app.withTypeProvider<ZodTypeProvider>().get(probe.path, { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const { ready, body } = await probe.check(request.log);
      if (!ready) reply.code(503);
      return body;
    } catch (error) {
      request.log.warn({ err: error }, probe.failure);
      reply.code(503);
      return databaseUnavailable;
    }
  });
}

export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  registerProbe(app, {
    path: '/api/health',
    summary: 'Whether this node can serve (it queries the database)',
    response: HealthResponse,
    unavailableWhen: 'The database does not answer.',
    failure: 'health check: database unavailable',
    check: async () => {
      await database.ping(databaseTimeoutMs);
      return { ready: true, body: { status: 'ok', database: 'ok' } };
    },
  });
}

export function registerReadinessRoute(app: FastifyInstance, database: Database): void {
  registerProbe(app, {
    path: '/api/ready',
    summary: 'Whether a load balancer should send this node traffic',
    response: ReadinessResponse,
    unavailableWhen: 'The database does not answer, or lacks a migration this node needs.',
    failure: 'readiness: database unavailable',
    check: async (log) => {
      const pending = await database.pendingMigrations(databaseTimeoutMs);
      if (pending.length === 0) return { ready: true, body: { status: 'ready', database: 'ok' } };
      log.warn({ pending }, 'readiness: the database lacks migrations');
      return { ready: false, body: { status: 'unavailable', database: 'behind' } };
    },
  });
}
