// live.* : one subscription per role (ADR 010), authorised by the same ladder as the queries it refreshes. Each
// sends ids only (`{ kind, orderId }`), resumes after `lastEventId`, and ends when the access token expires or
// the sign-in session ends (logout, deactivation).
import { LiveInput } from '@photoedit/contracts';
import { createRouter } from '../../../trpc/init';
import { adminProcedure, clientProcedure, designerProcedure } from '../../../trpc/procedures';

export const liveRouter = createRouter({
  /** The caller's own orders (dashboard, order page). */
  client: clientProcedure.input(LiveInput).subscription(({ ctx, input, signal }) =>
    ctx.live.stream(ctx.user, {
      lastEventId: input?.lastEventId,
      signal,
      endsAt: ctx.tokenExpiresAt,
      sessionId: ctx.sessionId,
    }),
  ),
  /** Orders available to claim (and claimed away), and the caller's own (My Orders). */
  designer: designerProcedure.input(LiveInput).subscription(({ ctx, input, signal }) =>
    ctx.live.stream(ctx.user, {
      lastEventId: input?.lastEventId,
      signal,
      endsAt: ctx.tokenExpiresAt,
      sessionId: ctx.sessionId,
    }),
  ),
  /** Every order (dashboard figures, orders list). */
  admin: adminProcedure.input(LiveInput).subscription(({ ctx, input, signal }) =>
    ctx.live.stream(ctx.user, {
      lastEventId: input?.lastEventId,
      signal,
      endsAt: ctx.tokenExpiresAt,
      sessionId: ctx.sessionId,
    }),
  ),
});
