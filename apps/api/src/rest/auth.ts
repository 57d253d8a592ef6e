// REST of SPEC §7 over the same service as auth.*: POST /api/auth/login, /register, /refresh, /logout.
// Bodies and answers are the contracts' zod schemas (validated, and documented at /api/docs); errors in the
// REST error shape; rate limits as in tRPC.
import {
  AuthResponse,
  LoginInput,
  LogoutInput,
  RefreshInput,
  RefreshResponse,
  RegisterInput,
} from '@photoedit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import * as auth from '../modules/auth';
import { enforceLimits, type LimitedAction } from '../rate-limit/rate-limit.middleware';
import { errorResponses, tags } from './schemas';

export interface AuthRoutesDeps {
  db: Kysely<DB>;
  config: Config;
  now: () => Date;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  const serviceDeps = (request: FastifyRequest): auth.AuthDeps => ({ ...deps, log: request.log });
  const meta = (request: FastifyRequest): auth.RequestMeta => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const limit = (action: LimitedAction, input: unknown, request: FastifyRequest) =>
    enforceLimits(deps, action, input, request.ip);

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = [tags.auth];

  routes.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Staff sign-in (designer or admin)',
        tags: tag,
        body: LoginInput,
        response: { 200: AuthResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await limit('login', request.body, request);
      reply.header('cache-control', 'no-store');
      return auth.login(serviceDeps(request), request.body, meta(request));
    },
  );

  routes.post(
    '/api/auth/register',
    {
      schema: {
        summary: 'Designer registration: signed in at once, awaiting approval',
        tags: tag,
        body: RegisterInput,
        response: { 201: AuthResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await limit('register', request.body, request);
      reply.header('cache-control', 'no-store').code(201);
      return auth.registerDesigner(serviceDeps(request), request.body, meta(request));
    },
  );

  routes.post(
    '/api/auth/refresh',
    {
      schema: {
        summary: 'A new access token for a refresh token (the refresh token rotates)',
        tags: tag,
        body: RefreshInput,
        response: { 200: RefreshResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await limit('refresh', request.body, request);
      reply.header('cache-control', 'no-store');
      return auth.refresh(serviceDeps(request), request.body.refresh_token, meta(request));
    },
  );

  routes.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Ends the sessions of the given refresh tokens',
        tags: tag,
        body: LogoutInput,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await limit('refresh', request.body, request);
      await auth.logout(serviceDeps(request), request.body.refresh_tokens);
      return { ok: true as const };
    },
  );
}
