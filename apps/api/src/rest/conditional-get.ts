// Conditional GET: an answer that carries an ETag (set by the handler that knows its content's version) is sent
// as 304 Not Modified, without a body, when the browser already holds that version (If-None-Match).
import type { FastifyInstance } from 'fastify';

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch === '*' ||
  ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

export function registerConditionalGet(app: FastifyInstance): void {
  // Callback style: an async hook costs a promise per request, and this one runs on every tRPC answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const etag = reply.getHeader('etag');
    const ifNoneMatch = request.headers['if-none-match'];
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof etag !== 'string' || !ifNoneMatch)
      return done(null, payload);
    if (!matches(ifNoneMatch, etag)) return done(null, payload);
    reply.code(304).removeHeader('content-length').removeHeader('content-type');
    done(null, '');
  });
}
