// Each answer carries its request id (x-request-id), and each answered request gets one log line (Fastify's own
// logging writes two, "incoming request" and "request completed"). Health checks are not logged: a load balancer asks every few seconds. The query string is left
// out, since signed media addresses and sign-in links carry their tokens there.
import type { FastifyInstance } from 'fastify';

const quiet = new Set(['/api/health']);

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? request.url;
    if (!quiet.has(path)) {
      request.log.info(
        {
          method: request.method,
          path,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });
}
