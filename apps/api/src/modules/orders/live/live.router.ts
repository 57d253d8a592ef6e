// live.* : one subscription per role (ADR 010), authorised by the same ladder as the queries it refreshes. Each
// sends ids only (`{ kind, orderId }`), resumes after `lastEventId`, and ends when the access token expires or
// the sign-in session ends (logout, deactivation).
import { LiveInput } from '@photoedit/contracts';
import { type Context, createRouter } from '../../../trpc/init';
import { adminProcedure, clientProcedure, designerProcedure } from '../../../trpc/procedures';
import type { AuthUser } from '../../auth';

/** The caller's stream: its user, where it resumes, and what ends it (the token's expiry, the session's end). */
const streamOf = ({
  ctx,
  input,
  signal,
}: {
  ctx: Context & { user: AuthUser; tokenExpiresAt: Date; sessionId: string };
  input: LiveInput | undefined;
  signal: AbortSignal | undefined;
}) =>
  ctx.live.stream(ctx.user, {
    lastEventId: input?.lastEventId,
    signal,
    endsAt: ctx.tokenExpiresAt,
    sessionId: ctx.sessionId,
  });

export const liveRouter = createRouter({
  /** The caller's own orders (dashboard, order page). */
  client: clientProcedure.input(LiveInput).subscription(streamOf),
  /** Orders available to claim (and claimed away), and the caller's own (My Orders). */
  designer: designerProcedure.input(LiveInput).subscription(streamOf),
  /** Every order (dashboard figures, orders list). */
  admin: adminProcedure.input(LiveInput).subscription(streamOf),
});
