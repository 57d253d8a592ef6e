// Each answer carries its request id (x-request-id), and each answered request gets one log line (Fastify's own
// logging writes two, "incoming request" and "request completed"). Health checks are not logged: a load balancer
// asks every few seconds. The query string is left out, since signed media addresses and sign-in links carry
// their tokens there.
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// Probes and scrapes come every few seconds from machines; their answers are in the metrics.
const quiet = new Set(['/api/health', '/api/ready', '/api/metrics']);
const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

/** Fastify's per-request logging, one line per request (`logController` of the server). */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ disableRequestLogging: (request: FastifyRequest) => quiet.has(pathOf(request.url)) });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

export function registerRequestId(app: FastifyInstance): void {
  // Callback style: an async hook costs a promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
