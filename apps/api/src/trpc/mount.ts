// The tRPC mount (/api/trpc), in its own scope: errors raised before tRPC runs get tRPC's shape, only JSON is
// accepted, and a refusal's own headers (Retry-After, WWW-Authenticate) are sent as the REST side sends them.
// The route itself is fastify-route.ts (tRPC's Fastify adapter, answering in one write).
import { trpcMaxBatchSize, trpcPath } from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import { AppError, appCodeFromTrpc, appErrorTable } from '../errors';
import type { JobEnqueuer } from '../events/events';
import type { LiveHub } from '../modules/orders';
import type { CatalogueCache } from '../modules/services';
import { registerConditionalGet } from '../rest/conditional-get';
import { trpcMountErrorHandler } from '../rest/errors';
import { registerTrpcRoute, type TrpcRouteOptions } from './fastify-route';
import { createContextFactory } from './init';
import { type AppRouter, appRouter } from './router';

export interface TrpcMountDeps {
  db: Kysely<DB>;
  config: Config;
  now: () => Date;
  exposeInternals: boolean;
  jobs: JobEnqueuer;
  catalogue: CatalogueCache;
  live: LiveHub;
}

export function registerTrpc(app: FastifyInstance, deps: TrpcMountDeps): void {
  // tRPC, in its own scope: errors raised before tRPC runs get tRPC's shape, and only JSON is accepted.
  // The Fastify adapter ignores tRPC's maxBodySize and streams other content types (multipart!) unbounded,
  // so the limit is Fastify's bodyLimit on JSON and everything else is refused up front.
  app.register(async (scope) => {
    scope.setErrorHandler(trpcMountErrorHandler(deps.exposeInternals));
    registerConditionalGet(scope);
    // Callback style: an async hook costs a promise per call.
    scope.addHook('onRequest', (request, _reply, done) => {
      const contentType = request.headers['content-type'];
      if (
        request.method !== 'GET' &&
        contentType !== undefined &&
        !/^application\/json\b/i.test(contentType)
      ) {
        return done(
          new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, {
            message: 'The API accepts application/json only.',
          }),
        );
      }
      done();
    });
    const trpcOptions: TrpcRouteOptions<AppRouter> = {
      router: appRouter,
      createContext: createContextFactory({
        db: deps.db,
        config: deps.config,
        now: deps.now,
        jobs: deps.jobs,
        catalogue: deps.catalogue,
        live: deps.live,
      }),
      maxBatchSize: trpcMaxBatchSize,
      pingMs: deps.config.live.pingMs,
      streamWriter: deps.config.live.streamWriter,
      onError: ({ error, path, req, ctx, type }) => {
        // A stream's answer has started: its refusal travels as an event, and a closing node is no failure.
        if (type === 'subscription' && error.code === 'SERVICE_UNAVAILABLE') return;
        // The refusal's own headers (Retry-After, WWW-Authenticate), as the REST error handler sends them.
        if (type !== 'subscription' && error.cause instanceof AppError && error.cause.headers)
          ctx?.res.headers(error.cause.headers);
        const appCode = error.cause instanceof AppError ? error.cause.code : appCodeFromTrpc(error.code);
        if (appErrorTable[appCode].status < 500) return;
        req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
    };
    registerTrpcRoute(scope, trpcPath, trpcOptions);
  });
}
