// claims.* (the client's guarantee claims) and admin.claims.* (the admins' queue and decisions), issue 34.
import {
  AdminClaimQueue,
  ClaimOpenInput,
  ClaimResolveInput,
  ClaimsOfOrderInput,
  ClaimView,
  OrderClaims,
} from '@photoedit/contracts';
import { z } from 'zod';
import { createRouter } from '../../trpc/init';
import { adminProcedure, clientProcedure } from '../../trpc/procedures';
import { adminClaimQueue, claimsOfOrder, openClaim, resolveClaim } from './claims.service';

export const claimsRouter = createRouter({
  /** Until when the order's photos can be claimed, and its claims with their decisions. */
  ofOrder: clientProcedure
    .input(ClaimsOfOrderInput)
    .output(OrderClaims)
    .query(({ ctx, input }) => claimsOfOrder(ctx, ctx.user.id, input.orderNumber)),

  /** A claim on a photo of a completed order, within 30 days, once per photo. */
  open: clientProcedure
    .input(ClaimOpenInput)
    .output(ClaimView)
    .mutation(({ ctx, input }) => openClaim(ctx, ctx.user.id, input)),
});

export const claimsAdminRouter = createRouter({
  /** Open claims, oldest first, and the latest decisions. */
  queue: adminProcedure
    .input(z.void())
    .output(AdminClaimQueue)
    .query(({ ctx }) => adminClaimQueue(ctx)),

  /** Redo (the same or another designer, due in 12 hours), refund the photo's share, or credit it. */
  resolve: adminProcedure
    .input(ClaimResolveInput)
    .output(ClaimView)
    .mutation(({ ctx, input }) => resolveClaim(ctx, ctx.user.id, input)),
});
