// The rungs of the ladder on a throwaway router: who gets through, and with which error.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { AuthAccount, Authentication, AuthUser } from '../modules/auth/auth.authenticate';
import type { Context } from './init';
import { createCallerFactory, createRouter } from './init';
import {
  adminProcedure,
  authedProcedure,
  clientProcedure,
  designerProcedure,
  publicProcedure,
} from './procedures';

const router = createRouter({
  open: publicProcedure.query(() => 'ok'),
  any: authedProcedure.query(({ ctx }) => ctx.user.role),
  client: clientProcedure.query(({ ctx }) => ctx.user.id),
  designer: designerProcedure.query(({ ctx }) => ctx.user.id),
  admin: adminProcedure.query(({ ctx }) => ctx.user.id),
});
const call = createCallerFactory(router);
// The ladder reads the user only; the account row is for auth.me.
const signedIn = (user: AuthUser): Authentication => ({
  kind: 'user',
  user,
  account: { id: user.id, role: user.role } as AuthAccount,
  expiresAt: new Date(Date.now() + 60_000),
  sessionId: '00000000-0000-4000-8000-000000000000',
});
const caller = (user: AuthUser | null) =>
  call({
    authentication: async () => (user ? signedIn(user) : { kind: 'anonymous' }),
  } as Pick<Context, 'authentication'> as Context);
const user = (role: AuthUser['role'], approved = true): AuthUser => ({
  id: `${role}-id`,
  role,
  approved,
  status: 'active',
});

const outcome = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return 'ok';
  } catch (error) {
    const cause = (error as { cause?: { code?: string; messageKey?: string } }).cause;
    return `${cause?.code}:${cause?.messageKey}`;
  }
};

describe('procedure ladder', () => {
  it.each([
    ['open', null, 'ok'],
    ['any', null, 'UNAUTHENTICATED:errors.UNAUTHENTICATED'],
    ['any', user('client'), 'ok'],
    ['client', user('client'), 'ok'],
    ['client', user('designer'), 'FORBIDDEN:errors.auth.wrongRole'],
    ['designer', user('designer'), 'ok'],
    ['designer', user('designer', false), 'FORBIDDEN:errors.auth.awaitingApproval'],
    ['designer', user('admin'), 'FORBIDDEN:errors.auth.wrongRole'],
    ['admin', user('admin'), 'ok'],
    ['admin', user('client'), 'FORBIDDEN:errors.auth.wrongRole'],
    ['admin', null, 'UNAUTHENTICATED:errors.UNAUTHENTICATED'],
  ] as const)('%s as %o → %s', async (procedure, who, expected) => {
    expect(await outcome(() => caller(who)[procedure]())).toBe(expected);
  });
});

describe('authentication on demand', () => {
  const counting = (authentication: Authentication) => {
    let calls = 0;
    const ctx = {
      authentication: async () => {
        calls += 1;
        return authentication;
      },
    } as Pick<Context, 'authentication'> as Context;
    return { caller: call(ctx), calls: () => calls };
  };

  it('is not asked for by public procedures', async () => {
    const { caller: asClient, calls } = counting(signedIn(user('client')));
    expect(await asClient.open()).toBe('ok');
    expect(calls()).toBe(0);
    expect(await asClient.client()).toBe('client-id');
    expect(calls()).toBe(1);
  });

  const refusal = (run: () => Promise<unknown>) =>
    run().then(
      () => undefined,
      (error: { cause?: AppError }) => error.cause,
    );

  it('answers a refused token with the invalid_token challenge, and no token with the bare scheme', async () => {
    const refused = await refusal(() => counting({ kind: 'invalid' }).caller.client());
    expect(refused).toBeInstanceOf(AppError);
    expect(refused?.code).toBe('UNAUTHENTICATED');
    expect(refused?.headers).toEqual({ 'www-authenticate': 'Bearer error="invalid_token"' });
    const anonymous = await refusal(() => counting({ kind: 'anonymous' }).caller.client());
    expect(anonymous?.code).toBe('UNAUTHENTICATED');
    expect(anonymous?.headers).toEqual({ 'www-authenticate': 'Bearer realm="photoedit"' });
  });
});
