// GET /api/health: is this node able to serve? It checks the database with a query. GET /api/ready: should the
// load balancer send it traffic (docs/deploy.md)? The database answers and has this code's migrations; a node that
// is stopping answers 503 to every new request (Fastify's return503OnClosing), this one included. Both also ask
// the media store, and a probe answers within about 2 s even when a part hangs.
import { HealthResponse, ReadinessResponse } from '@photoedit/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { unavailableRetryAfterSeconds } from '../db/unavailable';
import type { MediaStorage } from '../storage';
import { tags } from './schemas';

/** How long a probe waits for the database or the store before it counts as unavailable. */
const partTimeoutMs = 2000;

type PartState = 'ok' | 'unavailable';

/** Settles within timeoutMs: 'ok' when the check resolved in time, 'unavailable' (logged) otherwise. */
async function partState(
  check: () => Promise<unknown>,
  log: FastifyBaseLogger,
  what: string,
): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${partTimeoutMs} ms`)), partTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    log.warn({ err: error }, `${what} unavailable`);
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/** A probe of this node: never cached; 503 with Retry-After when the body says it cannot serve. */
interface Probe<Response extends z.ZodType<HealthResponse | ReadinessResponse>> {
  path: string;
  summary: string;
  response: Response;
  /** When the probe answers 503, for the API reference. */
  unavailableWhen: string;
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
    const { ready, body } = await probe.check(request.log);
    if (!ready) reply.code(503).header('retry-after', String(unavailableRetryAfterSeconds));
    return body;
  });
}

export interface ProbeDeps {
  database: Database;
  storage: Pick<MediaStorage, 'check'>;
}

export function registerHealthRoute(app: FastifyInstance, { database, storage }: ProbeDeps): void {
  registerProbe(app, {
    path: '/api/health',
    summary: 'Whether this node can serve (it queries the database and asks the media store)',
    response: HealthResponse,
    unavailableWhen: 'The database or the media store does not answer within 2 s.',
    check: async (log) => {
      const [databaseState, storageState] = await Promise.all([
        partState(() => database.ping(partTimeoutMs), log, 'health check: database'),
        partState(() => storage.check(), log, 'health check: media store'),
      ]);
      const ready = databaseState === 'ok' && storageState === 'ok';
      return {
        ready,
        body: { status: ready ? 'ok' : 'unavailable', database: databaseState, storage: storageState },
      };
    },
  });
}

export function registerReadinessRoute(app: FastifyInstance, { database, storage }: ProbeDeps): void {
  registerProbe(app, {
    path: '/api/ready',
    summary: 'Whether a load balancer should send this node traffic',
    response: ReadinessResponse,
    unavailableWhen:
      'The database or the media store does not answer within 2 s, or the database lacks a migration this node needs.',
    check: async (log) => {
      let pending: string[] = [];
      const [databaseState, storageState] = await Promise.all([
        partState(
          async () => {
            pending = await database.pendingMigrations(partTimeoutMs);
          },
          log,
          'readiness: database',
        ),
        partState(() => storage.check(), log, 'readiness: media store'),
      ]);
      if (pending.length > 0) log.warn({ pending }, 'readiness: the database lacks migrations');
      const databaseReadiness = databaseState === 'ok' && pending.length > 0 ? 'behind' : databaseState;
      const ready = databaseReadiness === 'ok' && storageState === 'ok';
      return {
        ready,
        body: {
          status: ready ? 'ready' : 'unavailable',
          database: databaseReadiness,
          storage: storageState,
          listen: database.listenStates.summary,
        },
      };
    },
  });
}
