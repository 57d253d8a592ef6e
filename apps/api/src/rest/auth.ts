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
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import * as auth from '../modules/auth';
import { enforceLimits, type LimitedAction } from '../rate-limit/rate-limit.middleware';
import { type ErrorStatus, errorResponses, tags } from './schemas';

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

  /** A POST answering with tokens: rate limited as `action`, and its answer never cached. */
  const tokenRoute = <Body extends z.ZodType, Answer extends z.ZodType>(
    url: string,
    route: {
      summary: string;
      action: LimitedAction;
      body: Body;
      status: 200 | 201;
      answer: Answer;
      errors: ErrorStatus[];
    },
    handle: (body: z.output<Body>, request: FastifyRequest) => Promise<z.input<Answer>>,
  ) => {
    const schema: FastifySchema = {
      summary: route.summary,
      tags: tag,
      body: route.body,
      response: { [route.status]: route.answer, ...errorResponses(...route.errors) },
    };
    // The untyped instance: the zod schemas still validate the body and the answer, and `handle`'s type ties
    // the service's result to the answer's schema.
    app.post(url, { schema }, async (request, reply) => {
      await limit(route.action, request.body, request);
      reply.header('cache-control', 'no-store').code(route.status);
      return handle(request.body as z.output<Body>, request);
    });
  };

  tokenRoute(
    '/api/auth/login',
    {
      summary: 'Staff sign-in (designer or admin)',
      action: 'login',
      body: LoginInput,
      status: 200,
      answer: AuthResponse,
      errors: [400, 401, 403, 429],
    },
    (body, request) => auth.login(serviceDeps(request), body, meta(request)),
  );

  tokenRoute(
    '/api/auth/register',
    {
      summary: 'Designer registration: signed in at once, awaiting approval',
      action: 'register',
      body: RegisterInput,
      status: 201,
      answer: AuthResponse,
      errors: [400, 409, 429],
    },
    (body, request) => auth.registerDesigner(serviceDeps(request), body, meta(request)),
  );

  tokenRoute(
    '/api/auth/refresh',
    {
      summary: 'A new access token for a refresh token (the refresh token rotates)',
      action: 'refresh',
      body: RefreshInput,
      status: 200,
      answer: RefreshResponse,
      errors: [400, 401, 429],
    },
    (body, request) => auth.refresh(serviceDeps(request), body.refresh_token, meta(request)),
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
