// What REST v1's routes share (issue 36): the API key a request carries (checked, counted against the key's rate
// limit with `RateLimit` headers, before the body is read), the write scope, idempotent POST answers, and the
// security and errors every route documents.
import { apiKeyMessageKeys, idempotencyKeyHeader } from '@photoedit/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config';
import type { DB } from '../../db/tables';
import { AppError } from '../../errors';
import type { JobEnqueuer } from '../../events/events';
import type { Logger } from '../../logger';
import { authenticateKey, idempotent, requestFingerprint } from '../../modules/api-keys';
import type { MediaService } from '../../modules/media';
import { hit, RateLimitedError } from '../../rate-limit/rate-limit.store';

export interface V1RouteDeps {
  db: Kysely<DB>;
  config: Config;
  now: () => Date;
  jobs: JobEnqueuer;
  media: MediaService;
  log: Pick<Logger, 'warn' | 'error' | 'info'>;
  exposeInternals: boolean;
}

export interface ApiKeyIdentity {
  keyId: string;
  accountId: string;
  canWrite: boolean;
}

/** The header every v1 POST documents. */
export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Makes a retry safe: the same key and request get the first answer again (kept 24 hours).'),
});

export const keySecurity: { [scheme: string]: string[] }[] = [{ apiKey: [] }];

const identities = new WeakMap<FastifyRequest, ApiKeyIdentity>();

/** The key of a request that passed `authenticateV1`. */
export function keyOf(request: FastifyRequest): ApiKeyIdentity {
  const identity = identities.get(request);
  if (!identity) throw new AppError('UNAUTHENTICATED', apiKeyMessageKeys.invalidKey);
  return identity;
}

/** A write route's key must have the write scope. */
export function writerOf(request: FastifyRequest): ApiKeyIdentity {
  const identity = keyOf(request);
  if (!identity.canWrite) {
    throw new AppError('FORBIDDEN', apiKeyMessageKeys.readOnly, { message: 'This API key may only read.' });
  }
  return identity;
}

/** `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers) for one key's window. */
const limitHeaders = (state: {
  limit: number;
  remaining: number;
  windowSeconds: number;
  resetSeconds: number;
}) => ({
  'ratelimit-policy': `"key";q=${state.limit};w=${state.windowSeconds}`,
  ratelimit: `"key";r=${state.remaining};t=${state.resetSeconds}`,
});

/**
 * Every v1 call but a GET writes, and its key needs the write scope (checked before the body is read or validated);
 * a POST that only reads (a quote) says so with this route config. Failing closed: a new POST is a write.
 */
export const readOnlyPost = { readOnly: true } as const;

/**
 * Every v1 request: the key (401 without a valid one), then its rate limit (429 with Retry-After past it), then the
 * write scope of a write route (403) — all before the body is read.
 */
export function authenticateV1(app: FastifyInstance, deps: V1RouteDeps): void {
  app.addHook('onRequest', async (request, reply) => {
    const key = await authenticateKey(deps, request.headers.authorization);
    if (!key) {
      throw new AppError('UNAUTHENTICATED', apiKeyMessageKeys.invalidKey, {
        message: 'Send a valid API key: Authorization: Bearer pe_…',
        headers: { 'www-authenticate': 'Bearer' },
      });
    }
    const rule = deps.config.rateLimits.apiPerKey;
    try {
      reply.headers(limitHeaders(await hit(deps.db, 'apiPerKey', rule, key.keyId, deps.now())));
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      const windowSeconds = Math.round(rule.windowMs / 1000);
      reply.headers(
        limitHeaders({
          limit: rule.limit,
          remaining: 0,
          windowSeconds,
          resetSeconds: error.retryAfterSeconds,
        }),
      );
      throw error;
    }
    identities.set(request, key);
    const readOnly = (request.routeOptions.config as { readOnly?: boolean }).readOnly === true;
    if (request.method !== 'GET' && request.method !== 'HEAD' && !readOnly) writerOf(request);
  });
}

/**
 * Answers a POST: idempotent under the request's `Idempotency-Key` (a replay says `Idempotent-Replayed: true`).
 * The fingerprint is the method, the route and the body (`bodyPart` for a body that is not JSON).
 */
export async function answerPost<Body>(
  deps: V1RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  handle: () => Promise<{ statusCode: number; body: Body }>,
  bodyPart: string = JSON.stringify(request.body ?? null),
): Promise<Body> {
  const header = request.headers[idempotencyKeyHeader];
  const identity = keyOf(request);
  const answer = await idempotent(
    deps,
    {
      keyId: identity.keyId,
      idempotencyKey: typeof header === 'string' ? header : undefined,
      fingerprint: requestFingerprint([
        request.method,
        request.routeOptions.url ?? '',
        request.url,
        bodyPart,
      ]),
    },
    handle,
  );
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(answer.statusCode).header('cache-control', 'no-store');
  // A replay's body is the kept JSON of the first answer: the same shape.
  return answer.body as Body;
}
