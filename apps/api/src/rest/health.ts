// GET /api/health: is this node able to serve? It checks the database with a query. GET /api/ready: should the
// load balancer send it traffic (docs/deploy.md)? The database answers and has this code's migrations; a node that
// is stopping answers 503 to every new request (Fastify's return503OnClosing), this one included.
import { HealthResponse, ReadinessResponse } from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { tags } from './schemas';

export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  const schema = {
    summary: 'Whether this node can serve (it queries the database)',
    tags: [tags.health],
    response: {
      200: HealthResponse,
      503: HealthResponse.describe('The database does not answer.'),
    },
  };
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping(2000);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      reply.code(503);
      return { status: 'unavailable' as const, database: 'unavailable' as const };
    }
  });
}

export function registerReadinessRoute(app: FastifyInstance, database: Database): void {
  const schema = {
    summary: 'Whether a load balancer should send this node traffic',
    tags: [tags.health],
    response: {
      200: ReadinessResponse,
      503: ReadinessResponse.describe('The database does not answer, or lacks a migration this node needs.'),
    },
  };
  app.withTypeProvider<ZodTypeProvider>().get('/api/ready', { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const pending = await database.pendingMigrations(2000);
      if (pending.length === 0) return { status: 'ready' as const, database: 'ok' as const };
      request.log.warn({ pending }, 'readiness: the database lacks migrations');
      reply.code(503);
      return { status: 'unavailable' as const, database: 'behind' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unavailable');
      reply.code(503);
      return { status: 'unavailable' as const, database: 'unavailable' as const };
    }
  });
}
