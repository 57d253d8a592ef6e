// GET /api/health: is this node able to serve? It checks the database with a query.
import { HealthResponse } from '@photoedit/contracts';
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
