// GET /api/health: is this node able to serve? It checks the database with a query.
import type { HealthResponse } from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  app.get('/api/health', async (request, reply): Promise<HealthResponse> => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping(2000);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      reply.code(503);
      return { status: 'unavailable', database: 'unavailable' };
    }
  });
}
