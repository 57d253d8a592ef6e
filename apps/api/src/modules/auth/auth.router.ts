// auth.*: thin procedures over auth.service (the REST routes in rest/auth.ts call the same functions).
import {
  AccessCodeRequestInput,
  AccessCodeRequestResponse,
  AccessCodeVerifyInput,
  AuthResponse,
  AutoLoginInput,
  LoginInput,
  LogoutInput,
  LogoutResponse,
  MeResponse,
  RefreshInput,
  RefreshResponse,
  RegisterInput,
} from '@photoedit/contracts';
import type { z } from 'zod';
import { type LimitedAction, rateLimit } from '../../rate-limit/rate-limit.middleware';
import type { Context } from '../../trpc/init';
import { createRouter } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import * as clientSignIn from './auth.client-sign-in';
import * as auth from './auth.service';

const depsOf = (ctx: Context): auth.AuthDeps => ({
  db: ctx.db,
  config: ctx.config,
  now: ctx.now,
  log: ctx.log,
});
const metaOf = (ctx: Context): auth.RequestMeta => ({
  ip: ctx.req.ip,
  userAgent: ctx.req.headers['user-agent'],
});

/** Every auth.* call but `me`: a public procedure, counted by the rate limits of its action once its input is parsed. */
const rateLimited = <Input extends z.ZodType, Output extends z.ZodType>(
  action: LimitedAction,
  input: Input,
  output: Output,
) => publicProcedure.input(input).output(output).use(rateLimit(action));

export const authRouter = createRouter({
  /** Staff login (designer or admin; `role` from the login page's path). */
  login: rateLimited('login', LoginInput, AuthResponse).mutation(({ ctx, input }) =>
    auth.login(depsOf(ctx), input, metaOf(ctx)),
  ),
  /** Designer registration: signed in at once, awaiting approval. */
  register: rateLimited('register', RegisterInput, AuthResponse).mutation(({ ctx, input }) =>
    auth.registerDesigner(depsOf(ctx), input, metaOf(ctx)),
  ),
  /** Rotates the refresh token (always store the new one). */
  refresh: rateLimited('refresh', RefreshInput, RefreshResponse).mutation(({ ctx, input }) =>
    auth.refresh(depsOf(ctx), input.refresh_token, metaOf(ctx)),
  ),
  /** Revokes the sessions of the given refresh tokens: the current role's, or all three for logout-all. */
  logout: rateLimited('refresh', LogoutInput, LogoutResponse).mutation(async ({ ctx, input }) => {
    await auth.logout(depsOf(ctx), input.refresh_tokens);
    return { ok: true as const };
  }),
  accessCode: createRouter({
    /** Same answer whether or not the e-mail belongs to a client. */
    request: rateLimited('accessCodeSend', AccessCodeRequestInput, AccessCodeRequestResponse).mutation(
      ({ ctx, input }) => clientSignIn.requestAccessCode(depsOf(ctx), input),
    ),
    verify: rateLimited('accessCodeVerify', AccessCodeVerifyInput, AuthResponse).mutation(({ ctx, input }) =>
      clientSignIn.verifyAccessCode(depsOf(ctx), input, metaOf(ctx)),
    ),
  }),
  /** Exchanges the one-time token of an e-mailed link (/auth/auto-login?token=…) for a session. */
  autoLogin: rateLimited('autoLogin', AutoLoginInput, AuthResponse).mutation(({ ctx, input }) =>
    clientSignIn.autoLogin(depsOf(ctx), input.token, metaOf(ctx)),
  ),
  /** The signed-in user, fresh from the database. */
  // The account row the authentication read: no second query.
  me: authedProcedure.output(MeResponse).query(({ ctx }) => auth.toSessionUser(ctx.account)),
});
