// REST of SPEC §7 over the same service as auth.*: POST /api/auth/login, /register, /refresh, /logout.
// JSON bodies validated with the contracts' schemas; errors in the REST error shape; rate limits as in tRPC.
import {
  AuthResponse,
  LoginInput,
  LogoutInput,
  RefreshInput,
  RefreshResponse,
  RegisterInput,
} from '@photoedit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import * as auth from '../modules/auth';
import { enforceLimits, type LimitedAction } from '../rate-limit/rate-limit.middleware';

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

  app.post('/api/auth/login', async (request, reply) => {
    const input = LoginInput.parse(request.body);
    await limit('login', input, request);
    reply.header('cache-control', 'no-store');
    return AuthResponse.parse(await auth.login(serviceDeps(request), input, meta(request)));
  });

  app.post('/api/auth/register', async (request, reply) => {
    const input = RegisterInput.parse(request.body);
    await limit('register', input, request);
    reply.header('cache-control', 'no-store').code(201);
    return AuthResponse.parse(await auth.registerDesigner(serviceDeps(request), input, meta(request)));
  });

  app.post('/api/auth/refresh', async (request, reply) => {
    const input = RefreshInput.parse(request.body);
    await limit('refresh', input, request);
    reply.header('cache-control', 'no-store');
    return RefreshResponse.parse(
      await auth.refresh(serviceDeps(request), input.refresh_token, meta(request)),
    );
  });

  app.post('/api/auth/logout', async (request, _reply) => {
    const input = LogoutInput.parse(request.body);
    await limit('refresh', input, request);
    await auth.logout(serviceDeps(request), input.refresh_tokens);
    return { ok: true };
  });
}
