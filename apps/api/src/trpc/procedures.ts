// The procedure ladder: public → authenticated → client / designer (approved) / admin. Each rung narrows
// `ctx.user`. Authentication (token, audience, an active account in the database) happens when the first rung
// asks `ctx.authentication()`, so public procedures never pay for it; the rungs above only decide. They run
// before input parsing, so a caller without the right role learns nothing about the input rules.
import { authMessageKeys, type Role } from '@photoedit/contracts';
import { AppError } from '../errors';
import { type AuthUser, invalidToken, signInRequired } from '../modules/auth';
import { baseProcedure, type Context } from './init';

export const publicProcedure = baseProcedure;

/** Any signed-in, active user (any role). */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const authentication = await ctx.authentication();
  if (authentication.kind === 'invalid') throw invalidToken();
  if (authentication.kind === 'anonymous') throw signInRequired();
  return next({
    ctx: {
      user: authentication.user,
      account: authentication.account,
      tokenExpiresAt: authentication.expiresAt,
      /** The sign-in session (refresh-token family) the token belongs to. */
      sessionId: authentication.sessionId,
    },
  });
});

/** The signed-in user of a public procedure's caller, or null (a refused token counts as nobody). */
export async function optionalUser(ctx: Pick<Context, 'authentication'>): Promise<AuthUser | null> {
  const authentication = await ctx.authentication();
  return authentication.kind === 'user' ? authentication.user : null;
}

const roleProcedure = <R extends Role>(role: R) =>
  authedProcedure.use(({ ctx, next }) => {
    if (ctx.user.role !== role) throw new AppError('FORBIDDEN', authMessageKeys.wrongRole);
    return next({ ctx: { user: ctx.user as AuthUser & { role: R } } });
  });

export const clientProcedure = roleProcedure('client');

/** Designers approved by an admin (and active, as every authenticated user). */
export const designerProcedure = roleProcedure('designer').use(({ ctx, next }) => {
  if (!ctx.user.approved) throw new AppError('FORBIDDEN', authMessageKeys.awaitingApproval);
  return next();
});

export const adminProcedure = roleProcedure('admin');
